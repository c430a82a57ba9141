import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { errorMessage, unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import { soundsQueryKey } from '../Sounds/useSoundPage';
import { saveFile } from '../Sounds/useSoundActions';
import { PAGE_SIZE } from '../Sounds/soundTypes';
import { toaster } from '../ui/toaster';

/** Every page of the Solicitações screen is cached under this prefix. */
export const requestsQueryKey = ['distribution', 'requests'] as const;

/** A page of pending requests: everyone's for an admin, one's own otherwise (the server decides). */
export function useRequestsPage(page: number) {
  return useQuery({
    queryKey: [...requestsQueryKey, page],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/distribution-requests', { params: { query: { page, pageSize: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

export type Decision = 'approve' | 'cancel';

const decisionFailed: Record<Decision, string> = {
  approve: 'Erro ao aprovar solicitação',
  cancel: 'Erro ao cancelar solicitação',
};

/** Aprovar or Cancelar (admins): the server's text in a toast, then the lists load again (spec 02 §4). */
export function useDecideRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const options = { params: { path: { id } } };
      return unwrap(
        decision === 'approve'
          ? await apiClient.POST('/api/distribution-requests/{id}/approve', options)
          : await apiClient.POST('/api/distribution-requests/{id}/cancel', options),
      );
    },
    onSuccess: ({ message }) => toaster.create({ type: 'success', title: message }),
    onError: (error, decision) =>
      toaster.create({
        type: 'error',
        title: decisionFailed[decision],
        description: errorMessage(error, 'O serviço não respondeu. Tente novamente em instantes.'),
      }),
    // Decided requests leave the list; an approved sound joins the catalogue.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
      ]),
  });
}

/** 'Baixar MP3': a short-lived link to the request's sound, saved as '{name}.mp3' (not counted as a download). */
export function useRequestDownload(id: string) {
  return useMutation({
    mutationFn: async () =>
      unwrap(await apiClient.POST('/api/distribution-requests/{id}/download-link', { params: { path: { id } } })),
    onSuccess: ({ url, fileName }) => saveFile(url, fileName),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Problema ao tentar fazer o Download',
        description: errorMessage(error, '') || undefined,
      }),
  });
}
