import { ProfileArea } from '../components/Catalogue/ProfileArea';
import { RequestList } from '../components/Requests/RequestList';
import { useIsAdmin } from '../hooks/useIsAdmin';
import { usePageTitle } from '../hooks/usePageTitle';

/**
 * /profile/requests, 'Solicitações' (spec 02 §2): the pending requests, everyone's for an admin,
 * one's own for anyone else. Approve and cancel are shown to admins only: the spec's screen shows
 * them to everyone, but the server refuses anyone else.
 */
export function ProfileRequestsPage() {
  usePageTitle('Solicitações');
  const isAdmin = useIsAdmin();
  return (
    <ProfileArea
      title="Solicitações"
      subtitle={
        isAdmin
          ? 'Os pedidos que aguardam a sua análise: ouça, baixe o MP3 e aprove ou cancele.'
          : 'Os seus pedidos que aguardam a análise de um administrador.'
      }
    >
      <RequestList isAdmin={isAdmin} />
    </ProfileArea>
  );
}
