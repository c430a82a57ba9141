import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '../../api/apiError';
import {
  decideRequest,
  distributionKeys,
  fetchRequestsPage,
  requestDownloadLink,
  type Decision,
} from '../../api/distribution';
import { soundKeys } from '../../api/sounds';
import { saveFile } from '../Sounds/useSoundActions';
import { toaster } from '../ui/toaster';

/** A page of pending requests: everyone's for an admin, one's own otherwise (the server decides). */
export function useRequestsPage(page: number) {
  return useQuery({
    queryKey: distributionKeys.requestsPage(page),
    queryFn: () => fetchRequestsPage(page),
    placeholderData: keepPreviousData,
  });
}

export type { Decision };

const decisionFailed: Record<Decision, string> = {
  approve: 'Erro ao aprovar solicitação',
  cancel: 'Erro ao cancelar solicitação',
};

/** Aprovar or Cancelar (admins): the server's text in a toast, then the lists load again (spec 02 §4). */
export function useDecideRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideRequest(id, decision),
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
        queryClient.invalidateQueries({ queryKey: distributionKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: soundKeys.all }),
      ]),
  });
}

/** 'Baixar MP3': a short-lived link to the request's sound, saved as '{name}.mp3' (not counted as a download). */
export function useRequestDownload(id: string) {
  return useMutation({
    mutationFn: () => requestDownloadLink(id),
    onSuccess: ({ url, fileName }) => saveFile(url, fileName),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Problema ao tentar fazer o Download',
        description: errorMessage(error, '') || undefined,
      }),
  });
}
