import { SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';

import { errorMessage } from '../../api/apiError';
import type { Plan } from '../../api/types';
import { PlanCard, type PlanAction } from './PlanCard';
import { monthlyPlans, usePlans } from './usePlans';
import { RetryAlert } from '../Common/RetryAlert';

interface PlanListProps {
  /** The button of each card. */
  action: (plan: Plan) => PlanAction;
  /** Keeps only some of the monthly plans (e.g. the paid ones). */
  filter?: (plan: Plan) => boolean;
}

/** The monthly plans from `GET /api/plans` as cards, with honest loading and error states. */
export function PlanList({ action, filter = () => true }: PlanListProps) {
  const plans = usePlans();

  if (plans.isPending) {
    return (
      <Stack gap="0">
        <VisuallyHidden role="status">Carregando planos...</VisuallyHidden>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={{ base: '72', md: '96' }} rounded="2xl" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  if (plans.isError) {
    return (
      <RetryAlert
        title="Não foi possível carregar os planos agora."
        description={errorMessage(plans.error, 'O serviço de pagamentos não respondeu. Tente novamente em instantes.')}
        retrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
    );
  }

  const shown = monthlyPlans(plans.data).filter(filter);
  if (shown.length === 0) {
    return <Text color="fg.muted">Nenhum plano disponível no momento.</Text>;
  }

  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(shown.length, 3) }} gap="6" alignItems="stretch">
      {shown.map((plan) => (
        <PlanCard key={plan.id} plan={plan} action={action(plan)} />
      ))}
    </SimpleGrid>
  );
}
