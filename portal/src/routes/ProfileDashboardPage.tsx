import { ProfileArea } from '../components/Catalogue/ProfileArea';
import { ProducerDashboard } from '../components/ProducerStats/ProducerDashboard';
import { usePageTitle } from '../hooks/usePageTitle';

/** /profile/dashboard, 'Meu painel': what my sounds brought (issue #33 §4). */
export function ProfileDashboardPage() {
  usePageTitle('Meu painel');
  return (
    <ProfileArea title="Meu painel" subtitle="Prévias, curtidas, downloads e seguidores dos seus sons, por dia (UTC).">
      <ProducerDashboard />
    </ProfileArea>
  );
}
