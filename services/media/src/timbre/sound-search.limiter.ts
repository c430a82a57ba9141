import { rateLimitedMessage } from '@sampleteca/http';
import { soundSearches } from '@sampleteca/observability';
import { FairSlots } from '../common/fair-slots';
import { MediaErrorCode, mediaError } from '../media-errors';

/** What a refused search is asked to wait: about one search's time. */
const RETRY_AFTER_SECONDS = 5;

export type SoundSearchBounds = {
  /** Described at once in this process. */
  concurrency: number;
  /** In flight at once per person (received, waiting or described). */
  perPerson: number;
  /** Held beyond `concurrency` in this process. */
  queue: number;
};

type State = 'receiving' | 'waiting' | 'describing';

/** One admitted search: described in its person's turn, then let go (always, in a finally). */
export type SoundSearchTicket = {
  describe: <T>(task: () => Promise<T>) => Promise<T>;
  release: () => void;
};

/**
 * Bounds what searches with a sound one process holds (#43), decided before the upload is read:
 * a person has at most `perPerson` in flight (more: 429 with Retry-After), the process at most
 * `concurrency + queue` (more: 503 with Retry-After), so the disk and memory they take are bounded.
 * They are described in FairSlots: a person runs at most `concurrency - 1` at once (one slot
 * stays for someone else) and a free slot goes to the person served least recently, so one
 * person's backlog never waits in front of another person's search.
 */
export class SoundSearchLimiter {
  private readonly slots: FairSlots;
  private held = 0;
  private readonly heldBy = new Map<string, number>();

  constructor(private readonly bounds: SoundSearchBounds) {
    this.slots = new FairSlots(bounds.concurrency, Math.max(1, bounds.concurrency - 1));
  }

  admit(personId: string): SoundSearchTicket {
    const mine = this.heldBy.get(personId) ?? 0;
    if (mine >= this.bounds.perPerson)
      throw mediaError(MediaErrorCode.RateLimited, {
        message: rateLimitedMessage(RETRY_AFTER_SECONDS),
        details: {
          reason: `Você já tem ${mine} ${mine === 1 ? 'busca' : 'buscas'} com um som em andamento: espere terminar para enviar outro som.`,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
      });
    if (this.held >= this.bounds.concurrency + this.bounds.queue)
      throw mediaError(MediaErrorCode.SearchSoundBusy, { details: { retryAfterSeconds: RETRY_AFTER_SECONDS } });
    this.held += 1;
    this.heldBy.set(personId, mine + 1);

    let state: State | undefined = 'receiving';
    soundSearches.inc({ state });
    const move = (to: State | undefined) => {
      if (state) soundSearches.dec({ state });
      state = to;
      if (to) soundSearches.inc({ state: to });
    };
    let released = false;
    return {
      describe: (task) => {
        move('waiting');
        return this.slots.run(personId, task, () => move('describing'));
      },
      release: () => {
        if (released) return;
        released = true;
        move(undefined);
        this.held -= 1;
        const left = (this.heldBy.get(personId) ?? 1) - 1;
        if (left) this.heldBy.set(personId, left);
        else this.heldBy.delete(personId);
      },
    };
  }
}
