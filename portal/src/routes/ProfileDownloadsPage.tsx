import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { LibraryTab } from '../components/Catalogue/LibraryTab';
import { DistributionLink } from '../components/Distribution/DistributionLink';
import { SoundCardFooter } from '../components/Sounds/soundCardFooter';
import type { Sound } from '../api/soundTypes';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

// Spec 02 §2: the distribution request page is reached from a downloaded song.
const distributionFooter = (sound: Sound) => <DistributionLink sound={sound} />;

/** /profile/downloads, 'Meus Downloads'. */
export function ProfileDownloadsPage() {
  usePageTitle('Meus Downloads');
  return (
    <SoundCardFooter value={distributionFooter}>
      <LibraryTab
        list="downloads"
        title="Meus Downloads"
        subtitle="Os sons que você baixou, do mais recente ao mais antigo."
        emptyText="Você ainda não baixou nenhum som."
        emptyHint={
          <>
            Encontre algo para a sua próxima faixa no{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={paths.dashboard}>catálogo</RouterLink>
            </Link>
            .
          </>
        }
        errorText="Problema ao tentar listar músicas!"
      />
    </SoundCardFooter>
  );
}
