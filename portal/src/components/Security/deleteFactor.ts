import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';

/** Removes an authenticator: an active one only with a fresh code from it (the server refuses it without). */
export async function deleteFactor(factorId: string, code?: string): Promise<void> {
  unwrap(
    await apiClient.DELETE('/api/auth/factors/{id}', {
      params: { path: { id: factorId } },
      body: code ? { code } : {},
    }),
  );
}
