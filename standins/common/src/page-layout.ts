import { escapeHtml } from './http';

export type StandInPage = {
  /** The page's own title; the tab reads '<title> · <provider> local'. */
  title: string;
  provider: string;
  /** The line atop every page saying it is a local stand-in, and what it does not do for real. */
  banner: string;
  /** The provider's look, after the rules every stand-in page shares. */
  styles: string;
  main: string;
};

/** The frame of every stand-in page: plain HTML with inline styles (the pages' CSP allows nothing else). */
export function renderStandInPage({ title, provider, banner, styles, main }: StandInPage): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(provider)} local</title>
<style>
  *{box-sizing:border-box}
  .banner{margin:0;padding:8px 16px;background:#fff4d6;color:#5c4100;font-size:.875rem;text-align:center}
${styles}
</style>
</head>
<body>
<p class="banner">${escapeHtml(banner)}</p>
${main}
</body>
</html>`;
}
