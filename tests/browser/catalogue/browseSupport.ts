/// <reference lib="dom" />
// Set-up of the catalogue browser tests: a platform of their own (with its database at hand, to
// publish sounds the way distribution approval will), accounts, and sounds made through the API.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import { field, startAccountsPlatform } from '../accounts/accountsPlatform';
import { appDrawn } from '../support/visit';

const run = promisify(execFile);

export const SCREENSHOTS = 'var/screenshots/catalogue';

export type SoundType = 'Samples' | 'Acapelas' | 'Beats' | 'Melody';

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

export interface NewSound {
  name: string;
  type: SoundType;
  key: string;
  bpm: string;
  categoryId: string;
  drumKitId?: string;
  /** Produces the wav with sox: different sounds draw different waveforms. */
  synth?: string[];
  /** The exact tempo the uploader confirms (in `bpm`'s range). */
  tempo?: number;
  cover?: boolean;
}

export interface CataloguePlatform {
  base: string;
  /** The platform's process (see AccountsPlatform). */
  pid: number;
  browser: Browser;
  db: Client;
  open(path: string, width?: number): Promise<{ page: Page; errors: string[] }>;
  /** The first link of the newest mail to `email` whose address contains `fragment`. */
  mailLink(email: string, fragment: string): Promise<string>;
  /** A confirmed account called `name`, signed in through the API, as the catalogue knows it. */
  createAccount(name: string, extra?: Record<string, string>): Promise<Account>;
  /** Signs the account in again (after a role change) and returns its new token. */
  token(account: Pick<Account, 'email' | 'password'>): Promise<string>;
  api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  createCategory(token: string, name: string): Promise<string>;
  createDrumKit(token: string, name: string): Promise<string>;
  /** Uploads a sox-made wav, creates the sound and waits until its audio is ready. */
  createSound(token: string, sound: NewSound): Promise<string>;
  /** Where media keeps its files (MEDIA_LOCAL_DIR): a test may take one away. */
  mediaDir: string;
  stop(): Promise<void>;
}

/** `overrides`: settings of the platform process (startAccountsPlatform's). */
export async function startCataloguePlatform(overrides: Record<string, string> = {}): Promise<CataloguePlatform> {
  const workDir = mkdtempSync(join(tmpdir(), 'sampleteca-sounds-'));
  const platform = await startAccountsPlatform(overrides);
  const { base } = platform;
  const db = new Client({ connectionString: platform.databaseUrl });
  await db.connect();
  mkdirSync(SCREENSHOTS, { recursive: true });

  const api = async <T>(token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  const token = async ({ email, password }: Pick<Account, 'email' | 'password'>) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  const upload = async (bearer: string, path: string, parts: Record<string, string | Blob>, fileName: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, fileName);
    }
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; url?: string };
  };

  let files = 0;

  return {
    base,
    pid: platform.pid,
    mediaDir: platform.mediaDir,
    browser: platform.browser,
    db,
    api,
    token,
    open: platform.open,
    mailLink: platform.mailLink,
    async createAccount(name, extra = {}) {
      const email = `${name.split(' ')[0].toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      const password = 'segredo123';
      const first = name.split(' ')[0];
      await platform.createAccount({
        email,
        password,
        profile: { fullName: name, producer: `Selo ${first}`, ...extra },
      });
      const bearer = await token({ email, password });
      // The catalogue learns about accounts from identity's events: wait for its copy.
      const artist = await eventually(async () => {
        const found = await api<{ id: string; name: string }>(
          bearer,
          'GET',
          `/api/artists/by-name/${encodeURIComponent(name)}`,
        );
        expect(found.status).toBe(200);
        return found.body;
      }, 15000);
      return { id: artist.id, name, email, password, token: bearer };
    },
    async createCategory(bearer, name) {
      const created = await api<{ category: { id: string } }>(bearer, 'POST', '/api/categories', { name });
      expect(created.status).toBe(201);
      return created.body.category.id;
    },
    async createDrumKit(bearer, name) {
      const created = await api<{ drumKit: { id: string } }>(bearer, 'POST', '/api/drum-kits', { name });
      expect(created.status).toBe(201);
      return created.body.drumKit.id;
    },
    async createSound(bearer, sound) {
      files += 1;
      const wav = join(workDir, `som-${files}.wav`);
      await run('sox', ['-n', '-r', '44100', '-c', '1', wav, ...(sound.synth ?? ['synth', '3', 'sine', '440'])]);
      const audio = await upload(
        bearer,
        '/api/media/audio',
        { file: new Blob([readFileSync(wav)], { type: 'audio/wav' }) },
        `${sound.name}.wav`,
      );
      let imageUrl: string | undefined;
      let imageId: string | undefined;
      if (sound.cover) {
        const png = join(workDir, `capa-${files}.png`);
        await run('ffmpeg', [
          '-loglevel',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          `gradients=s=256x256:c0=0x6d2fe0:c1=0xfb923c:seed=${files}`,
          '-frames:v',
          '1',
          png,
        ]);
        const image = await upload(
          bearer,
          '/api/media/images',
          { purpose: 'cover', file: new Blob([readFileSync(png)], { type: 'image/png' }) },
          'capa.png',
        );
        imageUrl = image.url;
        imageId = image.id;
      }
      const created = await api<{ sound: { id: string } }>(bearer, 'POST', '/api/sounds', {
        name: sound.name,
        description: `${sound.name}, feito para os testes.`,
        audioId: audio.id,
        categoryId: sound.categoryId,
        drumKitId: sound.drumKitId,
        imageUrl,
        imageId,
        key: sound.key,
        type: sound.type,
        bpm: sound.bpm,
        tempo: sound.tempo,
        plan: 'free',
      });
      expect(created.status).toBe(201);
      const id = created.body.sound.id;
      await eventually(
        async () => {
          const shown = await api<{ audio: { status: string; levels: string | null } }>(
            bearer,
            'GET',
            `/api/sounds/${id}`,
          );
          expect(shown.body.audio.status).toBe('ready');
          expect(shown.body.audio.levels?.length).toBeGreaterThan(0);
        },
        60000,
        250,
      );
      return id;
    },
    async stop() {
      await db.end();
      await platform.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** A catalogue test file's platform and the people it made, by role (see catalogueScene). */
export type CatalogueScene<Role extends string> = { platform: CataloguePlatform; categoryId: string } & Record<
  Role,
  Account
>;

/**
 * The start most catalogue test files share: a platform of their own, started before the file's
 * tests and stopped after them, and the people they need (`people`: role → full name, made in that
 * order). `category` is made by the first of them, the producer. The fields are filled by this
 * beforeAll: read them in hooks and tests, not at the file's top level.
 */
export function catalogueScene<Role extends string>(
  people: Record<Role, string>,
  options: { category?: string; overrides?: Record<string, string> } = {},
): CatalogueScene<Role> {
  const scene = {} as CatalogueScene<Role>;
  beforeAll(async () => {
    scene.platform = await startCataloguePlatform(options.overrides);
    const roles = Object.keys(people) as Role[];
    for (const role of roles) (scene as Record<Role, Account>)[role] = await scene.platform.createAccount(people[role]);
    if (options.category)
      scene.categoryId = await scene.platform.createCategory(scene[roles[0]].token, options.category);
  }, 120_000);
  afterAll(() => scene.platform?.stop());
  return scene;
}

/** Signs in on /login the way a person does and waits to leave the page (loaded unless already there). */
export async function signIn(page: Page, base: string, account: Pick<Account, 'email' | 'password'>) {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${base}/login`);
  await field(page, 'E-mail').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !['/login', '/validate'].includes(url.pathname));
}

/** The card of the sound called `name`. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * A visitor's light page (the server's, #46) plays a card through the browser's own controls, as
 * a keyboard or a tap does, with or without scripts: focused, Space starts the preview (its time
 * moves), and Space again stops it.
 */
export async function hearLightPreview(page: Page, name: string): Promise<void> {
  const audio = card(page, name).locator('audio');
  const state = () =>
    audio.evaluate((element: HTMLAudioElement) => ({ paused: element.paused, at: element.currentTime }));
  await audio.focus();
  await page.keyboard.press('Space');
  await eventually(async () => {
    const playing = await state();
    expect(playing.paused).toBe(false);
    expect(playing.at).toBeGreaterThan(0);
  }, 15_000);
  await page.keyboard.press('Space');
  await eventually(async () => expect((await state()).paused).toBe(true));
}

/** The names of the sounds listed under the heading `title` (the whole page without one). */
export async function listedSounds(page: Page, title?: string): Promise<string[]> {
  const scope = title ? page.getByRole('region', { name: title, exact: true }) : page.locator('main');
  return scope.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

/**
 * A person in a browser of their own at `width` (cookies and storage apart from every other page),
 * recording page errors. axe runs in the page, so the context lets its script in past the CSP, as
 * tests/browser/a11y does. `signedInAs`: signs in through /login first; otherwise opens `path`.
 */
export async function openOwnBrowser(
  platform: CataloguePlatform,
  width: number,
  options: {
    path?: string;
    signedInAs?: Pick<Account, 'email' | 'password'>;
    downloads?: boolean;
    clipboard?: boolean;
    /** false: a browser with scripts turned off. */
    scripts?: boolean;
  },
) {
  const context = await platform.browser.newContext({
    viewport: { width, height: 900 },
    bypassCSP: true,
    javaScriptEnabled: options.scripts ?? true,
    acceptDownloads: options.downloads ?? false,
  });
  if (options.clipboard)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform.base}${options.signedInAs ? '/login' : (options.path ?? '/')}`);
  await appDrawn(page);
  if (options.signedInAs) await signIn(page, platform.base, options.signedInAs);
  return { page, errors };
}
