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

/**
 * Text under `selector` whose contrast with the first opaque background behind it is below 4.5:1
 * (WCAG AA for text under 18 px), as 'text ratio:1'. axe leaves some such text out (aria-hidden
 * counts beside their spoken words, text over a transparent button): this reads the colours as drawn.
 */
export async function lowContrastText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const behind = (element: Element): number[] => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor);
        if (color.length === 3 || color[3] === 1) return color;
      }
      return [255, 255, 255];
    };
    return Array.from(document.querySelectorAll(css)).flatMap((element) => {
      const [text, back] = [luminance(rgb(getComputedStyle(element).color)), luminance(behind(element))];
      const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
      return ratio < 4.5 ? [`${element.textContent} ${ratio.toFixed(2)}:1`] : [];
    });
  }, selector);
}
