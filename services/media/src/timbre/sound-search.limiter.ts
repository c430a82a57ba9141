import { Logger } from '@nestjs/common';
import { rateLimitedMessage } from '@sampleteca/http';
import { soundSearches } from '@sampleteca/observability';
import type { PersonLeasesLimiter } from '@sampleteca/runtime';
import { FairSlots } from '../common/fair-slots';
import { MediaErrorCode, mediaError } from '../media-errors';

/** What a refused search is asked to wait: about one search's time. */
const RETRY_AFTER_SECONDS = 5;
/** What a person's searches are counted as in Redis, over every process (PersonLeasesLimiter). */
export const SOUND_SEARCHES_SCOPE = 'media:sound-searches';

export type SoundSearchBounds = {
  /** Described at once in this process. */
  concurrency: number;
  /** Held beyond `concurrency` in this process. */
  queue: number;
};

type State = 'receiving' | 'waiting' | 'describing';

/** One admitted search: described in its person's turn, then let go (always, in a finally). */
export type SoundSearchTicket = {
  describe: <T>(task: () => Promise<T>) => Promise<T>;
  release: () => Promise<void>;
};

/**
 * Bounds what searches with a sound are held (#43), decided before the upload is read: a person
 * has at most MEDIA_SEARCH_SOUND_PER_PERSON in flight over every process (`perPerson`: leases in
 * Redis, one per search from its admission to its end; more: 429 with Retry-After), this process
 * at most `concurrency + queue` (counted here; more: 503 with Retry-After), so the disk and memory
 * they take are bounded. Without Redis a search is refused (503 with Retry-After): the person's
 * count cannot be known, and the bound stays closed rather than open.
 * They are described in FairSlots: a person runs at most `concurrency - 1` at once (one slot
 * stays for someone else) and a free slot goes to the person served least recently, so one
 * person's backlog never waits in front of another person's search.
 */
export class SoundSearchLimiter {
  private readonly logger = new Logger('SoundSearch');
  private readonly slots: FairSlots;
  private held = 0;

  constructor(
    private readonly bounds: SoundSearchBounds,
    private readonly perPerson: PersonLeasesLimiter,
  ) {
    this.slots = new FairSlots(bounds.concurrency, Math.max(1, bounds.concurrency - 1));
  }

  async admit(personId: string): Promise<SoundSearchTicket> {
    if (this.held >= this.bounds.concurrency + this.bounds.queue)
      throw mediaError(MediaErrorCode.SearchSoundBusy, { details: { retryAfterSeconds: RETRY_AFTER_SECONDS } });
    // The process's place is kept while Redis answers, so two searches never both take the last one.
    this.held += 1;
    let answer: Awaited<ReturnType<PersonLeasesLimiter['take']>>;
    try {
      answer = await this.perPerson.take(personId);
    } catch (unavailable) {
      this.held -= 1;
      throw unavailable;
    }
    const { lease, held: mine } = answer;
    if (!lease) {
      this.held -= 1;
      throw mediaError(MediaErrorCode.RateLimited, {
        message: rateLimitedMessage(RETRY_AFTER_SECONDS),
        details: {
          reason: `Você já tem ${mine} ${mine === 1 ? 'busca' : 'buscas'} com um som em andamento: espere terminar para enviar outro som.`,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
      });
    }
    // Renewed while the search lasts (a slow upload, a wait for its turn); a lost lease does not
    // stop a search already under way, it only lets the person start another sooner.
    lease.keep(() => this.logger.warn('busca com um som: lease perdido no Redis; a busca continua'));

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
      release: async () => {
        if (released) return;
        released = true;
        move(undefined);
        this.held -= 1;
        await lease.release();
      },
    };
  }
}
