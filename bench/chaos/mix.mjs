/**
 * The people: each in a loop of browse, search, like, download, upload (and the wizard's sound),
 * pay, ask for distribution (contract signed on the ZapSign stand-in) and approve (as the
 * administrator), with a think time between. Every request is logged with its moment and whether
 * it failed as a user sees it; every acknowledged write goes to the ledger.
 *
 * People sharing an account never write the same (account, sound) pair: the sounds are dealt
 * among them, so the last acknowledged request of a pair is its state.
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { generator, KEYS, pickFrom, TYPES } from '../lib/draws.mjs';

const WORDS = ['funk', 'trap', 'piano', 'voz', 'batida', 'grave', 'loop', 'kick'];
const REQUEST_TIMEOUT_MS = 30_000;

/** What a person does, and how often: mostly browsing and searching, rarely paying or approving. */
export const ACTIONS = [
  ['browse', 42],
  ['search', 22],
  ['like', 15],
  ['download', 12],
  ['upload', 3],
  ['pay', 1],
  ['distribution', 2],
  ['approve', 3],
];

/** A request that answered what the caller did not expect (a 4xx it did not ask for, a 5xx, nothing). */
class Refused extends Error {
  constructor(method, path, status) {
    super(`${method} ${path} → ${status || 'sem resposta'}`);
    this.status = status;
  }
}

export class Mix {
  /**
   * `setup`: { url, accounts (signed in, with categoryId), admin, freeSounds, wav, png, priceId },
   * `options`: { users, think }.
   */
  constructor(setup, { users, think }, ledger) {
    Object.assign(this, setup);
    this.users = users;
    this.think = think;
    this.ledger = ledger;
    /** Every request: [ms since epoch, failed (boolean), status, action]. */
    this.requests = [];
    /** Per action: durations of those that went through, and failures. */
    this.timings = new Map(ACTIONS.map(([name]) => [name, []]));
    this.failures = new Map(ACTIONS.map(([name]) => [name, 0]));
    /** Sounds of this run whose request an administrator may approve, each taken once. */
    this.reviewable = [];
    this.paid = new Set();
    this.stopped = false;
  }

  /** A request to the platform (or a stand-in's page when `path` is a whole URL), logged. */
  async request(action, method, path, { token, json, form, body, expect = [] } = {}) {
    const url = /^https?:/.test(path) ? path : `${this.url}${path}`;
    let status = 0;
    try {
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          'accept-encoding': 'br, gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : body,
      });
      status = response.status;
      const text = await response.text();
      const ok = status < 400 || expect.includes(status);
      this.requests.push([Date.now(), !ok, status, action]);
      if (!ok && process.env.CHAOS_FAILURES_LOG) {
        appendFileSync(
          process.env.CHAOS_FAILURES_LOG,
          `${new Date().toISOString()} ${method} ${url} ${status} ${text.slice(0, 120)}\n`,
        );
      }
      if (!ok) throw new Refused(method, path, status);
      return { status, location: response.headers.get('location'), body: parse(text, response) };
    } catch (error) {
      if (error instanceof Refused) throw error;
      this.requests.push([Date.now(), true, status, action]);
      if (process.env.CHAOS_FAILURES_LOG) {
        appendFileSync(
          process.env.CHAOS_FAILURES_LOG,
          `${new Date().toISOString()} ${method} ${url} ${error.cause?.code ?? error.cause?.message ?? error.message}\n`,
        );
      }
      throw new Refused(method, path, status);
    }
  }

  /** Starts the people; resolves when `stop()` was called and each has finished its action. */
  async run() {
    await Promise.all(
      Array.from({ length: this.users }, async (_, index) => {
        const person = this.person(index);
        await sleep((index / this.users) * this.think); // people arrive over one think time
        while (!this.stopped) {
          const action = person.pick();
          const started = performance.now();
          try {
            await person[action]();
            this.timings.get(action).push(performance.now() - started);
          } catch {
            this.failures.set(action, this.failures.get(action) + 1);
          }
          await sleep(this.think * (0.5 + person.random()));
        }
      }),
    );
  }

  stop() {
    this.stopped = true;
  }

  /** An upload of `wav` by the first account (the worker fault's long file), logged as an upload. */
  uploadLong(wav) {
    const account = this.accounts[0];
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'caos-longo.wav');
    this.request('upload', 'POST', '/api/media/audio', { token: account.token, body: form })
      .then(({ body }) => this.ledger.record('upload', { audioId: body.id, userId: account.userId }))
      .catch(() => {});
  }

  /** Person `index`: the account index % accounts, the sounds dealt to its place among that account's people. */
  person(index) {
    const random = generator(3000 + index);
    const account = this.accounts[index % this.accounts.length];
    const sharing = Math.ceil(this.users / this.accounts.length);
    const place = Math.floor(index / this.accounts.length);
    const mySounds = this.freeSounds.filter((_, position) => position % sharing === place);
    const token = account.token;
    // One person per account pays, once: a second checkout of an active subscriber is a 409.
    const payer = place === 0;
    const call = (action, method, path, options = {}) => this.request(action, method, path, { token, ...options });

    const uploadAudio = async (action) => {
      const form = new FormData();
      form.append('file', new Blob([this.wav], { type: 'audio/wav' }), 'caos.wav');
      const { body } = await call(action, 'POST', '/api/media/audio', { body: form });
      this.ledger.record('upload', { audioId: body.id, userId: account.userId });
      return body.id;
    };

    const actions = {
      random,
      pick: () => {
        let roll = random() * 100;
        for (const [name, weight] of ACTIONS) if ((roll -= weight) < 0) return name;
        return 'browse';
      },
      browse: () =>
        call(
          'browse',
          'GET',
          `/api/sounds?pageSize=20&type=${pickFrom(random, TYPES)}&key=${encodeURIComponent(pickFrom(random, KEYS))}`,
        ),
      search: () => call('search', 'GET', `/api/sounds?pageSize=20&search=${pickFrom(random, WORDS)}`),
      like: async () => {
        const soundId = pickFrom(random, mySounds);
        const liked = random() < 0.6;
        this.ledger.likeSent(account.userId, soundId, liked);
        await call('like', 'PUT', `/api/sounds/${soundId}/like`, { json: { liked } });
        this.ledger.likeAcknowledged(account.userId, soundId);
      },
      download: async () => {
        const soundId = pickFrom(random, mySounds);
        const { body: link } = await call('download', 'POST', `/api/sounds/${soundId}/downloads`);
        const file = new URL(link.url, this.url);
        // The download counts when media serves the file: follow its link as a browser does.
        let { status, location } = await call('download', 'GET', file.pathname + file.search, { token: undefined });
        for (let hops = 0; status >= 300 && status < 400 && location && hops < 3; hops++) {
          const next = new URL(location, this.url);
          ({ status, location } = await call(
            'download',
            'GET',
            next.origin === new URL(this.url).origin ? next.pathname + next.search : next.href,
            { token: undefined },
          ));
        }
        this.ledger.record('download', { userId: account.userId, soundId });
      },
      upload: async () => {
        const audioId = await uploadAudio('upload');
        const { body } = await call('upload', 'POST', '/api/sounds', {
          json: {
            name: `Caos ${audioId.slice(0, 8)}`,
            description: 'Enviado durante o bench de caos',
            audioId,
            key: 'Am',
            type: 'Samples',
            bpm: '110-130',
            plan: 'free',
            categoryId: account.categoryId,
          },
        });
        this.ledger.record('sound', { soundId: body.sound.id, userId: account.userId });
        this.reviewable.push(body.sound);
      },
      pay: async () => {
        if (!payer || this.paid.has(account.userId)) return actions.browse();
        const { body } = await call('pay', 'POST', '/api/checkout', { json: { priceId: this.priceId } });
        // Paid on the Stripe stand-in's hosted page with the approved test card.
        await this.request('pay', 'POST', body.url, {
          form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Cliente do Caos' },
        });
        this.paid.add(account.userId);
        this.ledger.record('subscription', { userId: account.userId });
        // The success page asks the platform to sync at once (the webhook would do it too).
        await call('pay', 'POST', '/api/subscriptions/me/sync');
      },
      distribution: async () => {
        const audioId = await uploadAudio('distribution');
        const cover = new FormData();
        cover.append('purpose', 'cover');
        cover.append('file', new Blob([this.png], { type: 'image/png' }), 'capa.png');
        const { body: image } = await call('distribution', 'POST', '/api/media/images', { body: cover });
        const { body: created } = await call('distribution', 'POST', '/api/sounds/produced', {
          json: {
            audioId,
            imageId: image.id,
            imageUrl: image.url,
            name: `Música do caos ${audioId.slice(0, 6)}`,
            artists: 'MC Caos e DJ Falha',
            key: 'C',
            bpm: '85-100',
            categoryId: account.categoryId,
          },
        });
        const { body: contract } = await call('distribution', 'POST', '/api/contracts', {
          json: { soundId: created.sound.id },
        });
        this.ledger.record('contract', { contractId: contract.id, soundId: created.sound.id });
        // Signed on the ZapSign stand-in's page, as the producer would in the portal's frame.
        await this.request('distribution', 'POST', `${contract.signUrl.replace(/\/$/, '')}/assinar`, { form: {} });
        this.ledger.record('signature', { contractId: contract.id, soundId: created.sound.id });
        this.reviewable.push(created.sound);
      },
      approve: async () => {
        const sound = this.reviewable.shift();
        if (!sound) return actions.browse();
        const admin = this.admin.token;
        // The console's search of pending requests, by the sound's name (unique in this run).
        const filter = encodeURIComponent(JSON.stringify({ q: sound.name, status: 'pending' }));
        const { body } = await this.request('approve', 'GET', `/api/admin/distribution-requests?filter=${filter}`, {
          token: admin,
        });
        const request = body.find((item) => item.sound.id === sound.id);
        // Its request is not open yet (the event is on its way): another time.
        if (!request) return void this.reviewable.push(sound);
        await this.request('approve', 'POST', `/api/distribution-requests/${request.id}/approve`, { token: admin });
        this.ledger.record('approval', { requestId: request.id, soundId: sound.id });
      },
    };
    return actions;
  }
}

function parse(text, response) {
  if (!text || !response.headers.get('content-type')?.includes('json')) return text;
  return JSON.parse(text);
}
