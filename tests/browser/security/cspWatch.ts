/// <reference lib="dom" />
// Opens pages that report every Content-Security-Policy violation and every script error, so a
// test can require that the built front ends run whole under the policies the platform sends.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';

export interface WatchedPage {
  page: Page;
  /** CSP violations (from any frame or popup of the page), console errors and uncaught errors. */
  problems: string[];
}

type Violation = { directive: string; blocked: string; sample: string; document: string; source: string };

const VIOLATION_PREFIX = 'securitypolicyviolation ';

/** What `inlineScriptRuns` injects; its refusal (event and console message) is expected. */
const INJECTED_SCRIPT = 'window.__injectedScriptRan = true';
const INJECTED_SCRIPT_HASH = `sha256-${createHash('sha256').update(INJECTED_SCRIPT).digest('base64')}`;

const isInjectedProbe = (violation: Violation) => violation.sample === INJECTED_SCRIPT;

/** A fresh context (its own storage) whose pages report what the CSP blocks. */
export async function openWatched(browser: Browser, url: string, width = 1280): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  // Runs in every frame before the page's own scripts. Chromium logs some violations to the
  // console, not all (a refused eval inside a try is silent): the event reports each one.
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { effectiveDirective, blockedURI, sample, documentURI, sourceFile, lineNumber, columnNumber } = event;
      const violation = {
        directive: effectiveDirective,
        blocked: blockedURI,
        sample,
        document: documentURI,
        source: `${sourceFile}:${lineNumber}:${columnNumber}`,
      };
      // eslint-disable-next-line no-console -- runs in the page: its console is how it reports.
      console.error(`${prefix}${JSON.stringify(violation)}`);
    });
  }, VIOLATION_PREFIX);
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith(VIOLATION_PREFIX)) {
      const violation = JSON.parse(text.slice(VIOLATION_PREFIX.length)) as Violation;
      if (!isInjectedProbe(violation)) problems.push(`CSP ${JSON.stringify(violation)}`);
      return;
    }
    // Chromium's own message for the refused probe names the hash that would have allowed it.
    if (text.includes(INJECTED_SCRIPT_HASH)) return;
    problems.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
  context.on('weberror', (error) => problems.push(`${error.page()?.url() ?? ''}: ${error.error().message}`));
  const page = await context.newPage();
  await page.goto(url);
  return { page, problems };
}

export const closeWatched = ({ page }: WatchedPage) => page.context().close();

/** Styles applied: the page is painted with its theme, not the browser's default white. */
export async function backgroundOf(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Images the browser gave up on (blocked or broken); lazy ones not yet asked for are not counted. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.$$eval('img', (images) =>
    images.filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
  );
}

/** Injects an inline script as an XSS would: under the policy it must not run. */
export async function inlineScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate((code) => {
    const script = document.createElement('script');
    script.textContent = code;
    document.head.append(script);
    script.remove();
    return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true;
  }, INJECTED_SCRIPT);
}
