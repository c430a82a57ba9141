// TOTP codes of one authenticator, the way the server takes them.
import { generateSync } from 'otplib';

const PERIOD_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server accepts the code of the time step before, at or after now, but each step once and
 * only after the last one used (a seen code cannot be replayed). `next()` gives the earliest step
 * still unused, waiting for the clock when even the step ahead of now is spent.
 */
export class TotpCodes {
  private lastStep = Number.NEGATIVE_INFINITY;

  constructor(readonly secret: string) {}

  async next(): Promise<string> {
    const step = Math.max(this.lastStep + 1, currentStep());
    while (step > currentStep() + 1) await sleep((currentStep() + 1) * PERIOD_SECONDS * 1000 - Date.now() + 250);
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: step * PERIOD_SECONDS });
  }
}
