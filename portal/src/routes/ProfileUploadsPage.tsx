import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { LibraryTab } from '../components/Catalogue/LibraryTab';
import { DistributionLink } from '../components/Distribution/DistributionLink';
import { UploadReview } from '../components/Distribution/UploadReview';
import { SoundCardFooter } from '../components/Sounds/soundCardFooter';
import type { Sound } from '../api/soundTypes';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

// A produced song (made on the distribution page) is itself what was sent for distribution: no
// song is made 'with' it.
const uploadFooter = (sound: Sound) => (
  <Stack gap="3">
    <UploadReview sound={sound} />
    {!sound.isProduced && <DistributionLink sound={sound} />}
  </Stack>
);

/**
 * /profile/uploads, 'Meus Uploads': the user's sounds, public and private, each with a delete
 * button, its review state, the way to send it for review and, as on 'Meus Downloads', to ask for
 * the distribution of a song made with it (spec 02 §2).
 */
export function ProfileUploadsPage() {
  usePageTitle('Meus Uploads');
  return (
    <SoundCardFooter value={uploadFooter}>
      <LibraryTab
        list="uploads"
        title="Meus Uploads"
        subtitle="Os sons que você enviou. Cada um fica privado até um administrador aprová-lo."
        emptyText="Você ainda não enviou nenhum som."
        emptyHint={
          <>
            Que tal{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={paths.soundAddFirstStep}>subir o seu primeiro som</RouterLink>
            </Link>
            ?
          </>
        }
        errorText="Problema ao tentar listar músicas!"
        canDelete
      />
    </SoundCardFooter>
  );
}
