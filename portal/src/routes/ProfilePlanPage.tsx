import { Heading, Stack, Text } from '@chakra-ui/react';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { CurrentPlanPanel } from '../components/Plans/CurrentPlanPanel';
import { PlanChooser } from '../components/Plans/PlanChooser';
import { billingErrorMessage, useMySubscription } from '../components/Plans/subscription';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';
import { RetryAlert } from '../components/Common/RetryAlert';
import { LoadingStatus } from '../components/Common/LoadingStatus';

/** /profile/plan, 'Meu plano': the current plan and subscription; a Free user can subscribe here. */
export function ProfilePlanPage() {
  usePageTitle('Meu plano');
  const mine = useMySubscription();

  return (
    <PageShell width="wide">
      <PageHeader
        title="Meu plano"
        subtitle="Seu plano, a situação da assinatura e o pagamento."
        backTo={paths.profileMe}
        backLabel="Meu perfil"
      />
      {mine.isPending && <LoadingStatus text="Carregando seu plano..." />}
      {mine.isError && (
        <RetryAlert
          title="Não foi possível carregar seu plano."
          description={billingErrorMessage(
            mine.error,
            'O serviço de pagamentos não respondeu. Tente novamente em instantes.',
          )}
          retrying={mine.isFetching}
          onRetry={() => void mine.refetch()}
        />
      )}
      {mine.data && (
        <Stack gap={{ base: '8', md: '12' }}>
          <CurrentPlanPanel current={mine.data} />
          {!mine.data.active && (
            <Stack as="section" aria-labelledby="assinar-titulo" gap="6">
              <Stack gap="1">
                <Heading as="h2" id="assinar-titulo" size="xl">
                  Assine um plano
                </Heading>
                <Text color="fg.muted">Cobrança mensal, no cartão. Cancele quando quiser.</Text>
              </Stack>
              <PlanChooser />
            </Stack>
          )}
        </Stack>
      )}
    </PageShell>
  );
}
