import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ApiError } from '../../api/apiError';
import { distributionKeys, fetchContract, openContractEvents } from '../../api/distribution';
import { isFinalContract, type Contract } from './distributionTypes';
import { pause } from '../../lib/pause';
import { serverSentEvents } from '../../lib/serverSentEvents';

/** Spec 02 §4: the contract's state is asked every 5 seconds (the fallback of the events). */
const POLL_MS = 5_000;
/** A dropped event stream is opened again after this long; the poll covers the gap. */
const RECONNECT_MS = 3_000;

/** A late answer (a poll sent before the signature) never takes a finished contract back to pending. */
const newer = (current: Contract | undefined, next: Contract) =>
  isFinalContract(current) && !isFinalContract(next) ? current : next;

/**
 * GET /api/contracts/{id}/events through the app's client (bearer token, refreshed when refused),
 * handing each 'contract' event to `onContract` until the contract is final or `signal` aborts.
 */
async function followEvents(id: string, signal: AbortSignal, onContract: (contract: Contract) => void) {
  while (!signal.aborted) {
    try {
      const { data, response } = await openContractEvents(id, signal);
      // A missing contract or a refused session: nothing to follow; the poll reports it.
      if (response.status >= 400 && response.status < 500) return;
      if (data) {
        for await (const event of serverSentEvents(data)) {
          if (event.name !== 'contract') continue;
          const contract = JSON.parse(event.data) as Contract;
          onContract(contract);
          if (isFinalContract(contract)) return;
        }
      }
    } catch {
      // Aborted, or the connection dropped: the loop decides.
    }
    await pause(RECONNECT_MS, signal);
  }
}

/**
 * The contract being signed, followed two ways (spec 02 §4): server-sent events as it changes,
 * and a poll every 5 s in case the stream is cut (a proxy, a sleeping laptop). Both write the
 * same cache entry; both stop once the contract is final or the page goes away.
 */
export function useContract(contractId: string | null) {
  const queryClient = useQueryClient();
  const id = contractId ?? '';
  const query = useQuery({
    queryKey: distributionKeys.contract(id),
    queryFn: async ({ signal }) => {
      const fresh = await fetchContract(id, signal);
      return newer(queryClient.getQueryData<Contract>(distributionKeys.contract(id)), fresh);
    },
    enabled: contractId !== null,
    refetchInterval: (current) => (isFinalContract(current.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });

  const final = isFinalContract(query.data);
  useEffect(() => {
    if (!contractId || final) return;
    const controller = new AbortController();
    void followEvents(contractId, controller.signal, (contract) =>
      queryClient.setQueryData<Contract>(distributionKeys.contract(contractId), (current) => newer(current, contract)),
    );
    return () => controller.abort();
  }, [contractId, final, queryClient]);

  return query;
}
