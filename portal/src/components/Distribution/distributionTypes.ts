import type { components } from '@sampleteca/clients-shared/api';

// Distribution shapes, read from the generated OpenAPI schemas so a changed contract breaks the build.
export type DistributionRequest = components['schemas']['DistributionRequestResponse'];
export type DistributionRequestPage = components['schemas']['DistributionRequestPage'];
export type Contract = components['schemas']['ContractResponse'];
export type { ProducedSoundBody } from '../../api/sounds';

/** /profile/request/{id}: the distribution request page, for the downloaded sound `soundId`. */
export const distributionRequestPath = (soundId: string) => `/profile/request/${encodeURIComponent(soundId)}`;

/** A contract nobody can sign any more: signed, or refused, expired, abandoned or cancelled. */
export const isFinalContract = (contract: Contract | undefined): contract is Contract =>
  contract !== undefined && contract.status !== 'creating' && contract.status !== 'pending';

/** Spec 02 §8. */
export const ALREADY_REQUESTED = 'A distribuição dessa música já foi solicitada!';
