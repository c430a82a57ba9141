// TOTP codes of one authenticator, the way the server takes them.
import { generateSync } from 'otplib';
import type { PlatformClock } from '@sampleteca/testing';

const PERIOD_MS = 30_000;

/**
 * The server accepts the code of the time step before, at or after now, but each step once and
 * only after the last one used (a seen code cannot be replayed). `next()` gives the earliest step
 * still unused; when even the step ahead of now is spent, it moves the platform's clock one step
 * forward rather than wait 30 s for the real one.
 */
export class TotpCodes {
  private lastStep = Number.NEGATIVE_INFINITY;

  constructor(
    readonly secret: string,
    private readonly clock: PlatformClock,
  ) {}

  private currentStep(): number {
    return Math.floor(this.clock.now() / PERIOD_MS);
  }

  async next(): Promise<string> {
    const step = Math.max(this.lastStep + 1, this.currentStep());
    if (step > this.currentStep() + 1) await this.clock.advance(PERIOD_MS);
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: (step * PERIOD_MS) / 1000 });
  }
}
