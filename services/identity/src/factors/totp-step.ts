import { IdentityErrorCode, identityError } from '../identity-errors';

/** RFC 6238's period: one code a 30-second time step. */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * The time step a valid code was made for (`delta`: how many steps off the clock the code
 * was, as the verifier found it). A step at or before the last one used is a replay and is
 * refused as any wrong code ('Código inválido.'), so a seen code cannot be used again.
 */
export function freshTotpStep(nowSeconds: number, delta: number, lastUsedStep: string | null): number {
  const step = Math.floor(nowSeconds / TOTP_PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= Number(lastUsedStep)) throw identityError(IdentityErrorCode.MfaInvalidCode);
  return step;
}
