import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { LibraryTab } from '../components/Catalogue/LibraryTab';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/**
 * /profile/uploads, 'Meus Uploads': the user's sounds, public and private, each with a delete
 * button. The distribution request state (spec 02 §2) arrives with distribution.
 */
export function ProfileUploadsPage() {
  usePageTitle('Meus Uploads');
  return (
    <LibraryTab
      list="uploads"
      title="Meus Uploads"
      subtitle="Os sons que você enviou. Eles ficam privados até a distribuição ser aprovada."
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
  );
}
