import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ApiError, errorMessage } from '../../api/apiError';
import { createContract, distributionKeys } from '../../api/distribution';
import { paths } from '../../routes/paths';
import { toaster } from '../ui/toaster';
import { useContract } from './useContract';

const CONTRACT_FAILED = 'Problema ao tentar fazer a Solicitação de Distribuição: tente novamente em instantes.';

/**
 * The saved song's contract (POST /api/contracts), then followed while it is signed
 * (useContract); `error` says why generating it failed, to try again.
 */
export function useContractGeneration() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [contractId, setContractId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const contract = useContract(contractId);

  const generate = async (producedId: string) => {
    setError(null);
    setGenerating(true);
    try {
      const created = await createContract(producedId);
      queryClient.setQueryData(distributionKeys.contract(created.id), created);
      setContractId(created.id);
    } catch (failure) {
      // Spec 02 §5: without CPF, CEP and producer the profile must be completed first.
      if (failure instanceof ApiError && failure.code === 'PROFILE_INCOMPLETE') {
        const redirectTo = typeof failure.details?.redirectTo === 'string' ? failure.details.redirectTo : null;
        toaster.create({ type: 'warning', title: failure.message });
        navigate(redirectTo ?? paths.profileUpdate);
        return;
      }
      setError(errorMessage(failure, CONTRACT_FAILED));
    } finally {
      setGenerating(false);
    }
  };

  return { contractId, contract: contract.data, error, generating, generate };
}
