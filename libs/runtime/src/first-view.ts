import { FIRST_VIEW_BASE_CSS } from './first-view.css';

/**
 * A page the server writes whole for a visitor (issue #46): a shared link opened on a phone shows
 * its sound and plays it from the first HTML, with no app script to download and run first (on
 * Lighthouse's mobile preset the app alone blocked the main thread ~1.2 s). The app's scripts are
 * not sent; /first-view.js (the portal's public/) starts the app at once for someone signed in,
 * whose session only the browser knows, and every link leads into the app as a normal page.
 */
export type FirstView = {
  /** The page's markup (made with `html`, so user input is escaped). */
  html: string;
  /** Its own styles beside the base (first-view.css.ts), inlined: one request less on a slow network. */
  css: string;
};

const APP_ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/** `index` (the portal's built index.html) carrying `view` instead of the app's scripts. */
export function withFirstView(index: string, view: FirstView): string {
  const entry = APP_ENTRY.exec(index)?.[1];
  // No entry script: not a built portal (a test's stand-in page); leave it as it is.
  if (!entry) return index;
  const head = `\n    <style>${FIRST_VIEW_BASE_CSS}${view.css}</style>\n    <script defer src="/first-view.js" data-app="${entry}"></script>\n  </head>`;
  return index
    .replace(APP_ENTRY, '')
    .replace(MODULE_PRELOADS, '')
    .replace(/\s*<\/head>/, () => head)
    .replace('<div id="root"></div>', () => `<div id="first-view">${view.html}</div>\n    <div id="root"></div>`);
}
