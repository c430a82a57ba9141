import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { ProfileForm } from '../components/Profile/ProfileForm';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

export function ProfileUpdatePage() {
  usePageTitle('Atualizar perfil');
  const auth = useAuth();
  if (auth.status !== 'authenticated') return null;

  return (
    <PageShell>
      <PageHeader
        title="Atualizar perfil"
        subtitle="Mantenha seus dados e redes em dia."
        backTo={paths.profileMe}
        backLabel="Meu Perfil"
      />
      {/* Keyed by user: the form reads its defaults once. */}
      <ProfileForm key={auth.profile.id} profile={auth.profile} />
    </PageShell>
  );
}
