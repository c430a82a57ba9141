import { Alert, Badge, Button, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';

import { openBillingPortal } from '../../api/billing';
import type { MySubscription } from '../../api/types';
import { DetailList } from '../Common/DetailList';
import { Panel } from '../Common/Panel';
import { toaster } from '../ui/toaster';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import {
  billingErrorMessage,
  endsOn,
  formatDate,
  subscriptionStatusColor,
  subscriptionStatusLabel,
} from './subscription';

/** The person's plan on 'Meu plano': status, period, cancellation and the provider's billing portal. */
export function CurrentPlanPanel({ current }: { current: MySubscription }) {
  const { plan, subscription, active } = current;

  // `POST /api/subscriptions/me/portal`: the provider's page for cards and invoices; it returns to /profile/plan.
  const billingPortal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: billingErrorMessage(error, 'Não foi possível abrir a página de pagamento. Tente novamente.'),
      }),
  });

  const paid = active && subscription !== null;
  const ends = paid ? endsOn(subscription) : null;
  const periodStart = paid ? formatDate(subscription.current_period_start) : null;
  const periodEnd = paid ? formatDate(subscription.current_period_end) : null;

  return (
    <Panel as="section" aria-labelledby="plano-atual-titulo">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="4" justify="space-between" align={{ sm: 'flex-start' }}>
        <Stack gap="1">
          <Text id="plano-atual-titulo" color="fg.muted" fontSize="sm" fontWeight="semibold" textTransform="uppercase">
            Plano atual
          </Text>
          <Heading as="h2" size="2xl">
            {plan.title}
          </Heading>
          <Text color="fg.muted">{plan.priceLabel}</Text>
        </Stack>
        <Wrap gap="2">
          {paid && (
            <Badge size="lg" variant="surface" colorPalette={subscriptionStatusColor(subscription.status)}>
              {subscriptionStatusLabel(subscription.status)}
            </Badge>
          )}
          {ends && (
            <Badge size="lg" variant="surface" colorPalette="orange">
              Cancela ao fim do período
            </Badge>
          )}
        </Wrap>
      </Flex>

      {paid ? (
        <Stack gap="6" mt="6">
          <DetailList
            items={[
              { label: 'Situação', value: subscriptionStatusLabel(subscription.status) },
              ...(periodStart && periodEnd ? [{ label: 'Período atual', value: `${periodStart} a ${periodEnd}` }] : []),
              { label: ends ? 'Termina em' : 'Próxima cobrança', value: ends ?? periodEnd ?? 'Não informada' },
            ]}
          />
          {ends && (
            <Alert.Root status="info" rounded="xl">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Sua assinatura cancela ao fim do período.</Alert.Title>
                <Alert.Description>
                  Você continua com o plano {plan.title} até {ends}; depois disso, sua conta volta para o plano Free e
                  não haverá novas cobranças. Mudou de ideia? Mantenha a assinatura em Gerenciar pagamento.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {subscription.status === 'past_due' && (
            <Alert.Root status="warning" rounded="xl">
              <Alert.Indicator />
              <Alert.Title>
                Não conseguimos cobrar seu cartão. Atualize a forma de pagamento em Gerenciar pagamento.
              </Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      ) : (
        <Text mt="6" color="fg.muted">
          {subscription
            ? `Sua última assinatura está ${subscriptionStatusLabel(subscription.status).toLowerCase()}` +
              (subscription.ended_at ? ` desde ${formatDate(subscription.ended_at)}` : '') +
              '. Você está no plano Free.'
            : 'Você está no plano Free. Assine um plano abaixo para liberar mais conteúdos.'}
        </Text>
      )}

      {(paid || subscription) && (
        <Wrap gap="3" mt="6">
          <Button
            colorPalette="brand"
            rounded="full"
            loading={billingPortal.isPending}
            onClick={() => billingPortal.mutate()}
          >
            Gerenciar pagamento
          </Button>
          {paid && !ends && <CancelSubscriptionDialog planTitle={plan.title} subscription={subscription} />}
        </Wrap>
      )}
    </Panel>
  );
}
