export { StripeStandIn, type StripeStandInOptions } from './stripe-standin';
export { signatureHeader } from './webhooks';
export { PLANS, planMetadata } from './seed';
export { featureLines } from './hosted-pages';
