import type { Response } from 'express';
import { PUBLIC_PATHS } from '@sampleteca/contracts';
import { escapeHtml } from '@sampleteca/http';

/**
 * A refused ZIP as a page (403): the portal posts the manifest as a plain form, so the browser shows
 * whatever comes back in the tab, and JSON there says nothing to a person. Plain HTML, as the
 * API's content security policy allows no style or script.
 */
export function sendRefusalPage(response: Response, message: string, portalUrl: string): void {
  const home = escapeHtml(new URL(PUBLIC_PATHS.dashboard, portalUrl).href);
  response
    .status(403)
    .type('html')
    .send(
      `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light"><title>Download indisponível · Sampleteca</title></head>
<body>
<h1>Download indisponível</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${home}">Voltar para a Sampleteca</a></p>
</body>
</html>
`,
    );
}
