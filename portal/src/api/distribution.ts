import { PAGE_SIZE } from './soundTypes';
import { unwrap } from './apiError';
import { apiClient } from './client';

/** Every distribution query sits under `distributionKeys.all`. */
export const distributionKeys = {
  all: ['distribution'] as const,
  requests: () => [...distributionKeys.all, 'requests'] as const,
  requestsPage: (page: number) => [...distributionKeys.requests(), page] as const,
  contract: (id: string) => [...distributionKeys.all, 'contracts', id] as const,
};

export type Decision = 'approve' | 'cancel';

/** A page of pending requests: everyone's for an admin, one's own otherwise (the server decides). */
export const fetchRequestsPage = async (page: number) =>
  unwrap(await apiClient.GET('/api/distribution-requests', { params: { query: { page, pageSize: PAGE_SIZE } } }));

export const sendForReview = async (soundId: string) =>
  unwrap(await apiClient.POST('/api/distribution-requests', { body: { soundId } }));

export async function decideRequest(id: string, decision: Decision) {
  const options = { params: { path: { id } } };
  return unwrap(
    decision === 'approve'
      ? await apiClient.POST('/api/distribution-requests/{id}/approve', options)
      : await apiClient.POST('/api/distribution-requests/{id}/cancel', options),
  );
}

/** A short-lived link to the request's sound (not counted as a download). */
export const requestDownloadLink = async (id: string) =>
  unwrap(await apiClient.POST('/api/distribution-requests/{id}/download-link', { params: { path: { id } } }));

export const createContract = async (soundId: string) =>
  unwrap(await apiClient.POST('/api/contracts', { body: { soundId } }));

export const fetchContract = async (id: string, signal?: AbortSignal) =>
  unwrap(await apiClient.GET('/api/contracts/{id}', { params: { path: { id } }, signal }));

/** The contract's server-sent events, as a stream (the caller parses them). */
export const openContractEvents = (id: string, signal: AbortSignal) =>
  apiClient.GET('/api/contracts/{id}/events', {
    params: { path: { id } },
    headers: { Accept: 'text/event-stream' },
    parseAs: 'stream',
    signal,
  });
