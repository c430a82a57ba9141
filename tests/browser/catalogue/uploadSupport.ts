/// <reference lib="dom" />
// Files and sign-in for the upload wizard's browser test.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { Client } from 'pg';
import { field, type AccountsPlatform } from '../accounts/accountsPlatform';

const run = promisify(execFile);

/** A chord of triangle waves (one file per note, mixed), 5 s, as media's audio test makes it. */
async function chord(dir: string, name: string, notes: string[]): Promise<string> {
  const sox = (...args: string[]) => run('sox', args, { cwd: dir });
  const parts: string[] = [];
  for (const [index, note] of notes.entries()) {
    const part = `${name}-${index}.wav`;
    await sox('-n', '-r', '44100', '-c', '1', '-b', '16', part, 'synth', '5', 'triangle', note);
    await sox(part, `${part}.f.wav`, 'fade', '0.05', '5', '0.3', 'gain', '-12');
    parts.push(`${part}.f.wav`);
  }
  await sox('-m', ...parts, `${name}.wav`);
  return `${name}.wav`;
}

/**
 * Real audio made with sox (the recipe of services/media/test/audio.integration.test.ts): a 20 s
 * click track at 120 BPM over Am–Dm–E–Am, stereo 44.1 kHz WAV. media finds 120 BPM and A minor.
 */
export async function makeClickTrackInAMinor(dir: string, fileName = 'acapela-teste.wav'): Promise<string> {
  const sox = (...args: string[]) => run('sox', args, { cwd: dir });
  await sox('-n', '-r', '44100', '-c', '1', '-b', '16', 'click.wav', 'synth', '0.02', 'sine', '1000');
  await sox('click.wav', 'beat.wav', 'fade', '0', '0.02', '0.015', 'pad', '0', '0.48', 'repeat', '39');
  const am = await chord(dir, 'am', ['A2', 'A3', 'C4', 'E4']);
  const dm = await chord(dir, 'dm', ['D3', 'D4', 'F4', 'A4']);
  const e = await chord(dir, 'e', ['E2', 'E3', 'G#3', 'B3']);
  await sox(am, dm, e, am, 'chords.wav');
  await sox('-m', '-v', '0.6', 'beat.wav', '-v', '0.8', 'chords.wav', '-c', '2', fileName);
  return join(dir, fileName);
}

/**
 * A kick: 0.35 s of a sine falling from 150 to 45 Hz. No pulse to measure; media's key for it
 * (C# at ~0.65) is a guess, as a drum has no key.
 */
export async function makeKick(dir: string, fileName = 'kick.wav'): Promise<string> {
  return soxWav(join(dir, fileName), ['synth', '0.35', 'sine', '150-45', 'fade', '0', '0.35', '0.3']);
}

/** A mono 16-bit 44.1 kHz WAV at `path`, made by sox from nothing with the `effects` given ('synth', …). */
export async function soxWav(path: string, effects: string[]): Promise<string> {
  await run('sox', ['-n', '-r', '44100', '-c', '1', '-b', '16', path, ...effects]);
  return path;
}

/** A small square PNG cover: a purple-to-pink gradient. */
export async function makeCoverPng(dir: string, fileName = 'capa.png'): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6d2fe0"/><stop offset="1" stop-color="#f0509a"/>
    </linearGradient></defs>
    <rect width="320" height="320" fill="url(#g)"/>
    <circle cx="160" cy="160" r="70" fill="none" stroke="#fff" stroke-width="14"/>
  </svg>`;
  const path = join(dir, fileName);
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}

/** A confirmed account signed in through /login, landing on `path`. */
export async function signedInPage(
  platform: AccountsPlatform,
  path: string,
  width: number,
): Promise<{ page: Page; errors: string[] }> {
  const { email, password } = await platform.createAccount();
  const opened = await platform.open(`/login?next=${encodeURIComponent(path)}`, width);
  await field(opened.page, 'E-mail').fill(email);
  await opened.page.locator('input[name=password]').fill(password);
  await opened.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await opened.page.waitForURL((url) => url.pathname === path);
  return opened;
}

/** The card (label) of the radio whose value is `value`. */
export const choice = (page: Page, value: string): Locator =>
  page.locator('label').filter({ has: page.locator(`input[type=radio][value="${value}"]`) });

export const radio = (page: Page, value: string): Locator => page.locator(`input[type=radio][value="${value}"]`);

/** The access token of the page's session. */
export const pageToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sampleteca.auth.session') ?? '{}').access_token as string);

/** Id of the element that has the focus. */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Categories made through the API (an existing one answers 409: fine), so step 3 has chips to show. */
/**
 * The wizard's usual genres, as the platform's own: accepted, so every user's chips show them
 * before any public sound uses them (a name a user typed shows only to them until then, #29 §4).
 */
export async function createCategories(
  base: string,
  token: string,
  databaseUrl: string,
  names: string[],
): Promise<void> {
  for (const name of names) {
    const response = await fetch(`${base}/api/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect([201, 409]).toContain(response.status);
  }
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`UPDATE catalogue.categories SET accepted = true WHERE name = ANY($1)`, [names]);
  } finally {
    await db.end();
  }
}
