import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { MySubscription, SubscriptionRecord } from '../../api/types';
import { toaster } from '../ui/toaster';
import { billingErrorMessage, endsOn, formatDate, mySubscriptionQueryKey } from './subscription';

interface CancelSubscriptionDialogProps {
  planTitle: string;
  subscription: SubscriptionRecord;
}

/** 'Cancelar assinatura': asks first, then cancels at the end of the paid period. */
export function CancelSubscriptionDialog({ planTitle, subscription }: CancelSubscriptionDialogProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const until = formatDate(subscription.current_period_end);

  const cancel = useMutation({
    mutationFn: async () => unwrap(await apiClient.POST('/api/subscriptions/me/cancel')),
    onSuccess: (result: MySubscription) => {
      queryClient.setQueryData(mySubscriptionQueryKey, result);
      setOpen(false);
      const ends = result.subscription ? endsOn(result.subscription) : null;
      toaster.create({
        type: 'success',
        title: 'Assinatura cancelada.',
        description: ends ? `Ela continua ativa até ${ends}.` : undefined,
      });
    },
  });

  return (
    <Dialog.Root
      role="alertdialog"
      placement="center"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) cancel.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" rounded="full">
          Cancelar assinatura
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancelar a assinatura?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Sua assinatura do plano {planTitle} continua ativa
                  {until ? ` até ${until}` : ' até o fim do período já pago'}. Depois disso, não haverá novas cobranças
                  e sua conta volta para o plano Free.
                </Text>
                {cancel.isError && (
                  <Alert.Root status="error" rounded="lg">
                    <Alert.Indicator />
                    <Alert.Title>
                      {billingErrorMessage(cancel.error, 'Não foi possível cancelar a assinatura. Tente novamente.')}
                    </Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" rounded="full" disabled={cancel.isPending}>
                  Manter assinatura
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" rounded="full" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                Confirmar cancelamento
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
