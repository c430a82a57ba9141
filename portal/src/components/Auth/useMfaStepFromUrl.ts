import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { readUrlMfaStep, type UrlMfaStep } from '../../auth/urlSession';

/**
 * The TOTP step a link or an outside provider left in the address (`/login#mfa_token=…`): read
 * on the first render, then removed from the address bar and the history (the token is a secret
 * that opens the account to whoever also has a code).
 */
export function useMfaStepFromUrl(): UrlMfaStep | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [step] = useState(() => readUrlMfaStep(location.hash));
  const inAddress = readUrlMfaStep(location.hash) !== null;

  useEffect(() => {
    if (inAddress) navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [inAddress, location.pathname, location.search, navigate]);

  return step;
}
