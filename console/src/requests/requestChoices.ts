import type { RequestKind, RequestStatus } from './types';

// Choice names are i18n keys: SelectInput and SelectField translate them.
export const statusChoices: { id: RequestStatus; name: string }[] = [
  { id: 'pending', name: 'resources.distribution-requests.status.pending' },
  { id: 'approved', name: 'resources.distribution-requests.status.approved' },
  { id: 'cancelled', name: 'resources.distribution-requests.status.cancelled' },
];

export const kindChoices: { id: RequestKind; name: string }[] = [
  { id: 'publication', name: 'resources.distribution-requests.kind.publication' },
  { id: 'distribution', name: 'resources.distribution-requests.kind.distribution' },
];
