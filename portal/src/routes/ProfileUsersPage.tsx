import { Stack } from '@chakra-ui/react';

import { BackLink } from '../components/Catalogue/BackLink';
import { PagedTiles } from '../components/Catalogue/PagedTiles';
import { ProfileArea } from '../components/Catalogue/ProfileArea';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { useAddressSearch } from '../components/Users/useAddressSearch';
import { useAdminUsers } from '../components/Users/useAdminUsers';
import { UserSearch } from '../components/Users/UserSearch';
import { usePageTitle } from '../hooks/usePageTitle';
import { AdminOnly } from './AdminOnly';
import { paths, producerPath } from './paths';

/** /profile/users: every account, searchable, each opening its producer page; admins only (spec 02 §2). */
export function ProfileUsersPage() {
  return (
    <AdminOnly>
      <UsersList />
    </AdminOnly>
  );
}

function UsersList() {
  usePageTitle('Usuários');
  const [search, setSearch] = useAddressSearch();
  const [page] = useAddressPage();
  const users = useAdminUsers(search, page);

  return (
    <ProfileArea
      title="Seja bem vindo a sua conta"
      subtitle="Encontre um usuário pelo nome ou e-mail e abra a página dele."
    >
      {/* BackLink keeps its own space below it; the area's stack spaces the rest. */}
      <Stack gap="0">
        <BackLink to={paths.dashboard} label="Catálogo" />
        <UserSearch value={search} onChange={setSearch} />
      </Stack>
      <PagedTiles
        query={users}
        toTile={(user) => ({
          id: user.id,
          to: producerPath(user.fullName),
          name: user.fullName || user.email,
          imageUrl: user.avatarUrl,
          detail: user.email,
        })}
        loadingText="Carregando usuários..."
        emptyText={search ? 'Nenhum usuário encontrado.' : 'Nenhum usuário por aqui ainda.'}
        errorText="Problema ao tentar listar usuários!"
      />
    </ProfileArea>
  );
}
