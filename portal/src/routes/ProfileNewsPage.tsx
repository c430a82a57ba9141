import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { LibraryTab } from '../components/Catalogue/LibraryTab';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** /profile/news, 'Novidades': new public sounds from the producers I follow, newest first. */
export function ProfileNewsPage() {
  usePageTitle('Novidades');
  return (
    <LibraryTab
      list="news"
      title="Novidades"
      subtitle="Os sons novos de quem você segue, do mais recente ao mais antigo."
      emptyText="Ainda não há novidades de quem você segue."
      emptyHint={
        <>
          Toque em Seguir na página de um artista ou num som.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.artists}>Ver artistas</RouterLink>
          </Link>
        </>
      }
      errorText="Problema ao tentar listar as novidades!"
    />
  );
}
