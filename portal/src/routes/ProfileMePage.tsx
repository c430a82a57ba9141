import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { readUrlAuth } from '../auth/urlSession';
import { toaster } from '../components/ui/toaster';

import { DeleteAccountPanel } from '../components/AccountDeletion/DeleteAccountPanel';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { PlanSummaryPanel } from '../components/Plans/PlanSummaryPanel';
import { IncompleteProfileNotice } from '../components/Profile/IncompleteProfileNotice';
import { ProfileSummary } from '../components/Profile/ProfileSummary';
import { SecurityPanel } from '../components/Security/SecurityPanel';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

export function ProfileMePage() {
  usePageTitle('Meu Perfil');
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  // Linking a provider that failed comes back as /profile/me#error=…
  const fromUrl = readUrlAuth(location.hash);
  const linkError =
    fromUrl.kind !== 'error'
      ? null
      : fromUrl.error === 'link_expired'
        ? 'O pedido para vincular a conta expirou. Tente novamente.'
        : (fromUrl.description ?? 'Não foi possível vincular a conta.');
  useEffect(() => {
    if (!linkError) return;
    // The toaster renders synchronously, which React refuses during an effect.
    queueMicrotask(() => toaster.create({ id: 'link-error', type: 'error', title: linkError }));
    navigate({ hash: '' }, { replace: true });
  }, [linkError, navigate]);

  // RequireAuth renders this page only for a signed-in user.
  if (auth.status !== 'authenticated') return null;

  return (
    <PageShell width="wide">
      <PageHeader title="Meu Perfil" backTo={paths.dashboard} backLabel="Início" />
      <Stack gap="6">
        <IncompleteProfileNotice profile={auth.profile} />
        <ProfileSummary profile={auth.profile} />
        <PlanSummaryPanel />
        <SecurityPanel factors={auth.user.factors} />
        <DeleteAccountPanel />
      </Stack>
    </PageShell>
  );
}
