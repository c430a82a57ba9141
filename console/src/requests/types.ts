import type { components } from '@sampleteca/clients-shared/api';

export type { LabeledFieldProps } from '../layout/labeledFieldProps';

/** A publication or distribution request as the distribution service answers it (docs/distribution-api.md). */
export type DistributionRequest = components['schemas']['DistributionRequestResponse'];
export type RequestStatus = DistributionRequest['status'];
export type RequestKind = DistributionRequest['kind'];
