import { HttpStatus } from '@nestjs/common';
import { errorCatalogue } from '@sampleteca/http';

export enum BillingErrorCode {
  UnknownPlan = 'UNKNOWN_PLAN',
  FreePlanNeedsNoCheckout = 'FREE_PLAN_NEEDS_NO_CHECKOUT',
  AlreadySubscribed = 'ALREADY_SUBSCRIBED',
  NoSubscription = 'NO_SUBSCRIPTION',
  InvalidWebhook = 'INVALID_WEBHOOK',
  PaymentProviderUnavailable = 'PAYMENT_PROVIDER_UNAVAILABLE',
  SubscriptionNotFound = 'SUBSCRIPTION_NOT_FOUND',
}

/** Each code's status and the Portuguese text the plans page shows. */
export const billingError = errorCatalogue<BillingErrorCode>({
  [BillingErrorCode.UnknownPlan]: { status: HttpStatus.BAD_REQUEST, message: 'Plano inválido.' },
  [BillingErrorCode.FreePlanNeedsNoCheckout]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'O plano Free não precisa de pagamento.',
  },
  [BillingErrorCode.AlreadySubscribed]: { status: HttpStatus.CONFLICT, message: 'Você já tem uma assinatura ativa.' },
  [BillingErrorCode.NoSubscription]: { status: HttpStatus.NOT_FOUND, message: 'Você não tem uma assinatura ativa.' },
  [BillingErrorCode.InvalidWebhook]: { status: HttpStatus.BAD_REQUEST, message: 'Assinatura do webhook inválida.' },
  [BillingErrorCode.PaymentProviderUnavailable]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Não foi possível falar com o serviço de pagamentos. Tente novamente em instantes.',
  },
  [BillingErrorCode.SubscriptionNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Assinatura não encontrada.' },
});
