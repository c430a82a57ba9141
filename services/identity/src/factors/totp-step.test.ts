import { freshTotpStep, TOTP_PERIOD_SECONDS } from './totp-step';

const STEP = 59_000_000;
const at = (step: number, secondsIn = 0) => step * TOTP_PERIOD_SECONDS + secondsIn;

describe('freshTotpStep', () => {
  it.each<[string, number, number, string | null, number]>([
    ['a first code', at(STEP), 0, null, STEP],
    ['late in its step', at(STEP, 29.9), 0, null, STEP],
    ['a code one step behind the clock', at(STEP), -1, null, STEP - 1],
    ['a code after the last one used', at(STEP + 1), 0, String(STEP), STEP + 1],
    ['a code one step ahead, with the current step used', at(STEP), 1, String(STEP), STEP + 1],
  ])('takes %s', (_case, now, delta, last, step) => {
    expect(freshTotpStep(now, delta, last)).toBe(step);
  });

  it.each<[string, number, number]>([
    ['the same code again', at(STEP, 10), 0],
    ['an older code still in the tolerance', at(STEP + 1), -2],
  ])('refuses %s as an invalid code', (_case, now, delta) => {
    expect(() => freshTotpStep(now, delta, String(STEP))).toThrow(
      expect.objectContaining({ code: 'MFA_INVALID_CODE', status: 401, message: 'Código inválido.' }),
    );
  });
});
