/// <reference lib="dom" />
// Shared set-up of the accounts browser tests: a platform of their own, a browser, the dev mailbox.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  createTestEnvironment,
  eventually,
  spawnedPlatformClock,
  type PlatformClock,
  type TestEnvironment,
} from '@sampleteca/testing';
import { launchChromium } from '../chromium';
import { appDrawn } from '../support/visit';

export const SCREENSHOTS = 'var/screenshots/accounts';

interface MailboxMessage {
  to: string[];
  subject: string;
  links: string[];
}

export interface AccountsPlatform {
  base: string;
  browser: Browser;
  /** The platform's own test database. */
  databaseUrl: string;
  /** The platform's process (with PLATFORM_PROCESSES above 1, the one that started the others). */
  pid: number;
  /**
   * A page at `width`, recording page errors and console errors, once the front end has drawn its
   * first screen: what the test does next waits for that screen's own content.
   */
  open(path: string, width?: number): Promise<{ page: Page; errors: string[] }>;
  /** The first link of the newest mail to `email` whose address contains `fragment`. */
  mailLink(email: string, fragment: string): Promise<string>;
  /** A confirmed account made through the API; `profile` replaces or adds sign-up fields. */
  createAccount(
    overrides?: Partial<{ email: string; password: string; profile: Record<string, string> }>,
  ): Promise<{ email: string; password: string }>;
  /** Where media keeps its files (MEDIA_LOCAL_DIR): a test may take one away. */
  mediaDir: string;
  /** The platform's clock, moved forward where a flow would wait for time (TOTP steps). */
  clock: PlatformClock;
  stop(): Promise<void>;
}

export async function startAccountsPlatform(overrides: Record<string, string> = {}): Promise<AccountsPlatform> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'sampleteca-media-'));
  const environment: TestEnvironment = await createTestEnvironment({
    LOG_LEVEL: 'warn',
    MEDIA_LOCAL_DIR: mediaDir,
    ...overrides,
  });
  const base = `http://127.0.0.1:${environment.env.PORT}`;
  const platform: ChildProcess = spawn(process.execPath, [resolve('services/platform/dist/main.js')], {
    env: { ...process.env, ...environment.env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  await eventually(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 90_000);
  const browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });

  const mailLink = async (email: string, fragment: string): Promise<string> => {
    let link: string | undefined;
    await eventually(async () => {
      const mails = (await (await fetch(`${base}/api/auth/dev/mailbox`)).json()) as MailboxMessage[];
      link = mails
        .filter((mail) => mail.to.includes(email))
        .flatMap((mail) => mail.links)
        .find((url) => url.includes(fragment));
      expect(link).toBeDefined();
    }, 15000);
    return link as string;
  };

  return {
    base,
    browser,
    databaseUrl: environment.databaseUrl,
    pid: platform.pid as number,
    mediaDir,
    clock: spawnedPlatformClock(platform),
    mailLink,
    async open(path, width = 1280) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, acceptDownloads: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${base}${path}`);
      await appDrawn(page);
      return { page, errors };
    },
    async createAccount(overrides = {}) {
      const email = overrides.email ?? `conta.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      const password = overrides.password ?? 'segredo123';
      const response = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password,
          fullName: 'Bia Produtora',
          phone: '(11) 91234-5678',
          cpf: formatCpf(validCpf()),
          cep: '01310-100',
          producer: 'Selo Bia',
          ...overrides.profile,
        }),
      });
      expect(response.status).toBe(201);
      const confirmation = await mailLink(email, 'type=signup');
      expect((await fetch(confirmation, { redirect: 'manual' })).headers.get('location')).toBe('/emailConfirmed');
      return { email, password };
    },
    async stop() {
      await browser.close();
      if (platform.exitCode === null) {
        platform.kill('SIGTERM');
        await new Promise((resolvePromise) => platform.once('exit', resolvePromise));
      }
      await environment.cleanup();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Eleven digits passing the Brazilian check-digit test. */
export function validCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const checkDigit = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(checkDigit(9));
  digits.push(checkDigit(10));
  // Eleven equal digits pass the arithmetic but are refused.
  return new Set(digits).size === 1 ? validCpf() : digits.join('');
}

export const formatCpf = (digits: string) =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

/** A text field by its label (the required mark is not part of the name). */
export const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: label, exact: true });

/** Empties a masked field the way a person does: select all, delete. */
export async function clearField(page: Page, locator: Locator): Promise<void> {
  await locator.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/** Error texts shown under the form's fields. */
export const fieldErrors = (page: Page) => page.locator('form [data-part="error-text"]').allTextContents();

/**
 * Every form control a person reaches must have a label tied to it (or an aria name). A control
 * hidden from assistive technology and the keyboard (MUI's select keeps its value in one, its
 * labelled combobox beside it) is not one.
 */
export async function unlabelledInputs(page: Page): Promise<string[]> {
  const reachable = 'input:not([type=hidden]):not([aria-hidden=true][tabindex="-1"]), select, textarea';
  return page.$$eval(reachable, (elements) =>
    elements
      .filter((element) => {
        const control = element as HTMLInputElement;
        return !(
          control.labels?.length ||
          control.getAttribute('aria-label') ||
          control.getAttribute('aria-labelledby')
        );
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** The page is no wider than the viewport (no sideways scrolling on a phone). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Picks an item of the header's account menu and waits for where it leads. The header re-renders
 * when the profile query settles and can close the menu between the two clicks: open it again.
 * Not 'the network is idle': once the person has used the tab, the header's bell keeps its live
 * stream open (useNewsEvents), so the network never goes quiet.
 */
export async function chooseFromAccountMenu(page: Page, item: string, destination: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu da conta' }).waitFor();
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    try {
      await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
      await page.waitForURL(destination, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The portal's account menu for an administrator and for a producer, link by link. */
export const ADMIN_MENU = ['Usuários', 'Solicitações', 'Curtidas', 'Coleções', 'Novidades', 'Seguindo', 'Meu Perfil'];
export const PRODUCER_MENU = ['Downloads', 'Uploads', 'Meu painel', ...ADMIN_MENU.slice(1)];

/** The portal's account menu lists `links`, once it has filled: it follows the profile (and the role). */
export async function expectAccountMenu(page: Page, links: string[]): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Minha conta' });
  await menu.getByRole('link', { name: links[0] }).waitFor();
  expect(await menu.getByRole('link').allTextContents()).toEqual(links);
}

export const signOutFromAccountMenu = (page: Page): Promise<void> => chooseFromAccountMenu(page, 'Sair', '**/home');
