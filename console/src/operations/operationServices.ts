/** The services that answer for their own queues, dead letters and outbox (/api/admin/<service>/…). */
export const OPERATION_SERVICES = ['identity', 'catalogue', 'media', 'billing', 'distribution'] as const;

export type OperationService = (typeof OPERATION_SERVICES)[number];

/** The service's name as the screen says it. */
export const serviceLabel = (service: OperationService) => `sampleteca.operations.services.${service}`;
