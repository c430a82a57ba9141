import { HttpStatus } from '@nestjs/common';
import { AppException } from '@sampleteca/http';

export enum BillingErrorCode {
  UnknownPlan = 'UNKNOWN_PLAN',
  FreePlanNeedsNoCheckout = 'FREE_PLAN_NEEDS_NO_CHECKOUT',
  AlreadySubscribed = 'ALREADY_SUBSCRIBED',
  NoSubscription = 'NO_SUBSCRIPTION',
  InvalidWebhook = 'INVALID_WEBHOOK',
  PaymentProviderUnavailable = 'PAYMENT_PROVIDER_UNAVAILABLE',
}

export const billingError = {
  unknownPlan: () => new AppException(BillingErrorCode.UnknownPlan, 'Plano inválido.', HttpStatus.BAD_REQUEST),
  freePlan: () =>
    new AppException(
      BillingErrorCode.FreePlanNeedsNoCheckout,
      'O plano Free não precisa de pagamento.',
      HttpStatus.BAD_REQUEST,
    ),
  alreadySubscribed: () =>
    new AppException(BillingErrorCode.AlreadySubscribed, 'Você já tem uma assinatura ativa.', HttpStatus.CONFLICT),
  noSubscription: () =>
    new AppException(BillingErrorCode.NoSubscription, 'Você não tem uma assinatura ativa.', HttpStatus.NOT_FOUND),
  invalidWebhook: () =>
    new AppException(BillingErrorCode.InvalidWebhook, 'Assinatura do webhook inválida.', HttpStatus.BAD_REQUEST),
  providerUnavailable: () =>
    new AppException(
      BillingErrorCode.PaymentProviderUnavailable,
      'Não foi possível falar com o serviço de pagamentos. Tente novamente em instantes.',
      HttpStatus.SERVICE_UNAVAILABLE,
    ),
};
