import type { components } from '@sampleteca/clients-shared/api';

/** An account as /api/admin/users answers it. */
export type AdminUser = components['schemas']['AdminUserResponse'];

/** /api/admin/sounds/owners/{id}: the account's place in the catalogue. */
export type OwnerSummary = components['schemas']['OwnerSummaryResponse'];
