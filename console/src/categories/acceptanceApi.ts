import type { components } from '@sampleteca/clients-shared/api';

import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';

/** Whether everyone sees a category although no public sound uses it yet. */
export type CategoryAcceptance = components['schemas']['CategoryAcceptanceResponse'];

const address = '/api/admin/categories/{id}/acceptance';

export async function fetchAcceptance(id: string): Promise<CategoryAcceptance> {
  return answerOf(await apiClient.GET(address, { params: { path: { id } } }));
}

export async function setAcceptance(id: string, accepted: boolean): Promise<CategoryAcceptance> {
  return answerOf(await apiClient.PUT(address, { params: { path: { id } }, body: { accepted } }));
}
