import { Grid, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import type { Profile } from '../api/types';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { ChosenSound } from '../components/Distribution/ChosenSound';
import type { DistributionFrom } from '../components/Distribution/DistributionLink';
import { DistributionForm } from '../components/Distribution/DistributionForm';
import { ProducerDetails } from '../components/Distribution/ProducerDetails';
import { toaster } from '../components/ui/toaster';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

const PROFILE_INCOMPLETE = 'Complete seu CPF, CEP e produtora no perfil antes de solicitar a distribuição.';

/** Spec 02 §5: the contract names the producer's CPF, CEP and producer. */
const hasContractData = (profile: Profile) =>
  Boolean(profile.cpf?.trim() && profile.cep?.trim() && profile.producer?.trim());

/** Without them, off to /profile/update (spec 02 §2), saying why. */
function CompleteProfileFirst() {
  const navigate = useNavigate();
  useEffect(() => {
    // The toaster renders synchronously, which React refuses during an effect: hence the microtask.
    queueMicrotask(() => toaster.create({ id: 'perfil-incompleto', type: 'warning', title: PROFILE_INCOMPLETE }));
    navigate(paths.profileUpdate, { replace: true });
  }, [navigate]);
  return null;
}

/**
 * /profile/request/{id} (spec 02 §2): from a downloaded sound, or one of their own uploads, the
 * producer sends the song made with it, signs its distribution contract in the page, and the
 * distribution request is made. Back goes to the tab they came from.
 */
export function DistributionRequestPage() {
  const { id = '' } = useParams();
  usePageTitle('Solicitar distribuição');
  const auth = useAuth();
  const fromUploads = (useLocation().state as DistributionFrom | null)?.from === paths.profileUploads;
  // RequireAuth renders this page only for a signed-in user.
  if (auth.status !== 'authenticated') return null;
  if (!hasContractData(auth.profile)) return <CompleteProfileFirst />;

  return (
    <PageShell width="wide">
      <PageHeader
        title="Solicitar distribuição"
        subtitle="Envie a música que você produziu com este som e assine o contrato de distribuição."
        backTo={fromUploads ? paths.profileUploads : paths.profileDownloads}
        backLabel={fromUploads ? 'Meus Uploads' : 'Meus Downloads'}
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <ChosenSound soundId={id} />
        <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap="6" alignItems="start">
          <ProducerDetails profile={auth.profile} />
          <DistributionForm />
        </Grid>
      </Stack>
    </PageShell>
  );
}
