export {
  ZapSignStandIn,
  DEFAULT_TEMPLATE_ID,
  DEFAULT_WEBHOOK_EVENTS,
  type ZapSignStandInOptions,
} from './zapsign-standin';
export { WEBHOOK_SECRET_HEADER } from './webhooks';
export { CONTRACT_TEMPLATE, contractParagraphs } from './contract-text';
export type { DocumentStatus, SignerStatus, ZapSignDocument, ZapSignSigner, ZapSignWebhook } from './types';
