import { Button, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { billingKeys, cancelMySubscription } from '../../api/billing';
import type { MySubscription, SubscriptionRecord } from '../../api/types';
import { ConfirmDialog } from '../Common/ConfirmDialog';
import { toaster } from '../ui/toaster';
import { billingErrorMessage, endsOn, formatDate } from './subscription';

interface CancelSubscriptionDialogProps {
  planTitle: string;
  subscription: SubscriptionRecord;
}

/** 'Cancelar assinatura': asks first, then cancels at the end of the paid period. */
export function CancelSubscriptionDialog({ planTitle, subscription }: CancelSubscriptionDialogProps) {
  const queryClient = useQueryClient();
  const until = formatDate(subscription.current_period_end);

  const cancel = useMutation({
    mutationFn: cancelMySubscription,
    onSuccess: (result: MySubscription) => {
      queryClient.setQueryData(billingKeys.mySubscription(), result);
      const ends = result.subscription ? endsOn(result.subscription) : null;
      toaster.create({
        type: 'success',
        title: 'Assinatura cancelada.',
        description: ends ? `Ela continua ativa até ${ends}.` : undefined,
      });
    },
  });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" colorPalette="red" rounded="full">
          Cancelar assinatura
        </Button>
      }
      title="Cancelar a assinatura?"
      confirmLabel="Confirmar cancelamento"
      cancelLabel="Manter assinatura"
      action={cancel}
      failureMessage={(error) => billingErrorMessage(error, 'Não foi possível cancelar a assinatura. Tente novamente.')}
    >
      <Text>
        Sua assinatura do plano {planTitle} continua ativa
        {until ? ` até ${until}` : ' até o fim do período já pago'}. Depois disso, não haverá novas cobranças e sua
        conta volta para o plano Free.
      </Text>
    </ConfirmDialog>
  );
}
