import { useQuery } from '@tanstack/react-query';

import { ApiError } from '../../api/apiError';
import { billingKeys, fetchMySubscription } from '../../api/billing';
import type { SubscriptionRecord } from '../../api/types';

/** `GET /api/subscriptions/me`: the signed-in user's plan and latest subscription record. */
export function useMySubscription() {
  return useQuery({
    queryKey: billingKeys.mySubscription(),
    queryFn: fetchMySubscription,
  });
}

// The provider's subscription statuses, in the interface's language.
const statusLabels: Record<string, string> = {
  active: 'Ativa',
  trialing: 'Em período de teste',
  past_due: 'Pagamento pendente',
  unpaid: 'Não paga',
  incomplete: 'Aguardando pagamento',
  incomplete_expired: 'Pagamento expirado',
  canceled: 'Cancelada',
  paused: 'Pausada',
};

export const subscriptionStatusLabel = (status: string) => statusLabels[status] ?? status;

export const subscriptionStatusColor = (status: string) =>
  status === 'active' || status === 'trialing' ? 'green' : status === 'past_due' ? 'orange' : 'gray';

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/** '21 de dezembro de 2025', or null without a date. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/** The day the subscription stops when it is set to cancel at the end of the period. */
export function endsOn(subscription: SubscriptionRecord): string | null {
  if (!subscription.cancel_at_period_end && !subscription.cancel_at) return null;
  return formatDate(subscription.cancel_at ?? subscription.current_period_end);
}

/** The billing API's own (Portuguese) message when it sent one, else the fallback. */
export function billingErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code ? error.message : fallback;
}
