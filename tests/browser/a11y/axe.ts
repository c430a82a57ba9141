/// <reference lib="dom" />
// axe-core (from npm) run inside the browser tests' Chromium: what a screen reader or keyboard
// user would trip on, as WCAG 2.x A/AA rules.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

// Tests run from the repository's root, where npm installs axe-core.
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical violations on the page as it is now (the ones issue #13 §5 allows none of). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // A dialog or menu fading in is half transparent: its contrast read mid-animation fails. The
    // finite animations running now end first (a spinner's never do, so they are not awaited).
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.all(ending);
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * Headings that skip a level on the way down (an h3 right after an h1), which axe reports only as
 * moderate (heading-order): a screen reader's list of headings then misses a level. Hidden ones
 * (display: none) are left out; visually hidden ones count, as a screen reader reads them.
 */
export async function skippedHeadingLevels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped: string[] = [];
    let previous = 0;
    for (const heading of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      if (heading.getClientRects().length === 0 || heading.closest('[aria-hidden="true"]')) continue;
      const level = Number(heading.tagName.slice(1));
      if (previous && level > previous + 1) {
        skipped.push(`${heading.tagName.toLowerCase()} '${heading.textContent?.trim()}' after an h${previous}`);
      }
      previous = level;
    }
    return skipped;
  });
}
