import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { billingKeys, syncMySubscription } from '../../api/billing';
import type { SyncedSubscription } from '../../api/types';
import { paths } from '../../routes/paths';
import { forgetReturnTo, returnToAfterSignUp } from '../../routes/returnTo';
import { DetailList } from '../Common/DetailList';
import { Panel } from '../Common/Panel';
import { FormActions } from '../Form/FormActions';
import { billingErrorMessage, endsOn, formatDate, subscriptionStatusLabel } from '../Plans/subscription';
import { toaster } from '../ui/toaster';
import { clearRegisterDraft } from './registerDraft';
import { LoadingStatus } from '../Common/LoadingStatus';

const syncFailed = (error: unknown) =>
  `Erro ao salvar dados: ${billingErrorMessage(error, 'o serviço de pagamentos não respondeu. Tente novamente.')}`;

/**
 * The success step (spec 1 §2, §4): the hosted checkout returns here (…?session_id=…), and Free
 * lands here straight from step 4. The subscription is synced with the provider now, then the
 * registration draft is cleared.
 */
export function RegistrationSuccessStep() {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const fromCheckout = searchParams.has('session_id');

  const sync = useQuery({
    queryKey: billingKeys.mySubscriptionSync(),
    queryFn: syncMySubscription,
    // One sync per visit to this page; a retry is the person's choice (button below).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const synced: SyncedSubscription | undefined = sync.data;
  useEffect(() => {
    if (!synced) return;
    clearRegisterDraft();
    const { message, ...current } = synced;
    queryClient.setQueryData(billingKeys.mySubscription(), current);
    // Fixed id: a second run (development StrictMode) replaces the toast. The toaster renders
    // synchronously, which React refuses during an effect: hence the microtask.
    if (message) queueMicrotask(() => toaster.create({ id: 'subscription-synced', type: 'success', title: message }));
  }, [synced, queryClient]);

  const failure = sync.isError ? syncFailed(sync.error) : null;
  useEffect(() => {
    if (!failure) return;
    queueMicrotask(() => toaster.create({ id: 'subscription-sync-error', type: 'error', title: failure }));
  }, [failure]);

  const subscription = synced?.active ? synced.subscription : null;
  const nextCharge = subscription ? formatDate(subscription.current_period_end) : null;
  const ends = subscription ? endsOn(subscription) : null;

  return (
    <Panel>
      <Heading as="h2" id="passo-titulo" size="xl" mb="4">
        Parabéns
      </Heading>
      <Stack gap="5" aria-live="polite">
        {sync.isPending && <LoadingStatus text="Confirmando sua assinatura..." />}

        {failure && (
          <Alert.Root status="error" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure}</Alert.Title>
              <Alert.Description>
                Sua conta já foi criada. Se você pagou, a assinatura aparece assim que a confirmação chegar.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {synced && subscription && (
          <>
            <Alert.Root status="success" rounded="xl">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{synced.message ?? 'Inscrição finalizada com sucesso!'}</Alert.Title>
                <Alert.Description>Sua conta e sua assinatura estão ativas.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <DetailList
              items={[
                { label: 'Plano', value: `${synced.plan.title} · ${synced.plan.priceLabel}` },
                { label: 'Situação', value: subscriptionStatusLabel(subscription.status) },
                ...(ends || nextCharge
                  ? [{ label: ends ? 'Termina em' : 'Próxima cobrança', value: ends ?? nextCharge }]
                  : []),
              ]}
            />
          </>
        )}

        {synced && !subscription && !fromCheckout && (
          <Alert.Root status="success" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Cadastro concluído com sucesso!</Alert.Title>
              <Alert.Description>
                Sua conta está ativa no plano {synced.plan.title}. Quando quiser mais, assine um plano em Meu plano.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {synced && !subscription && fromCheckout && (
          <Alert.Root status="warning" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Sua conta está ativa, mas ainda não recebemos a confirmação do pagamento.</Alert.Title>
              <Alert.Description>
                {synced.subscription
                  ? `Situação da assinatura: ${subscriptionStatusLabel(synced.subscription.status)}.`
                  : 'Isso costuma levar só alguns segundos.'}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>

      <FormActions>
        {failure || (synced && !subscription && fromCheckout) ? (
          <Button
            variant="outline"
            rounded="full"
            size="lg"
            loading={sync.isFetching}
            onClick={() => void sync.refetch()}
          >
            {failure ? 'Tentar novamente' : 'Verificar novamente'}
          </Button>
        ) : (
          <span />
        )}
        {/* Spec 1 §2 sends this button to step 4 "as written"; the finished registration goes to the dashboard,
            or back to the page the visitor left to sign up (a shared sound). */}
        {sync.isPending ? (
          <Button colorPalette="brand" rounded="full" size="lg" disabled>
            Continuar
          </Button>
        ) : (
          <Button asChild colorPalette="brand" rounded="full" size="lg">
            <RouterLink to={returnToAfterSignUp() ?? paths.dashboard} onClick={forgetReturnTo}>
              Continuar
            </RouterLink>
          </Button>
        )}
      </FormActions>
    </Panel>
  );
}
