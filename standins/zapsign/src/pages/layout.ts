import { escapeHtml, renderStandInPage } from '@sampleteca/standin-common';

export { escapeHtml };

// The provider's look; the frame and the rules every stand-in page shares are in standin-common.
const STYLES = `  body{margin:0;background:#f4f6fa;color:#1b2330;font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif}
  main{width:min(760px,94vw);margin:24px auto 40px}
  section,article{background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 2px 12px #1b233014;margin-bottom:20px}
  h1{font-size:1.3rem;margin:0 0 6px} h2{font-size:1.05rem;margin:0 0 12px}
  .muted{color:#4a5568;margin:0 0 4px}
  article p{margin:0 0 12px;text-align:justify}
  article p:first-child{font-weight:700;text-align:center}
  .actions{display:grid;gap:16px}
  label{display:block;font-weight:600;margin:0 0 6px}
  textarea{width:100%;min-height:72px;padding:10px 12px;border:1px solid #8a94a6;border-radius:8px;font:inherit;color:inherit}
  button{width:100%;padding:13px;border:0;border-radius:8px;background:#1f5fd6;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  button.secondary{margin-top:10px;background:#fff;color:#a11a2e;border:1px solid #a11a2e}
  a{color:#1a4fb3}
  a:focus-visible,button:focus-visible,textarea:focus-visible{outline:3px solid #7aa2f7;outline-offset:2px}
  .notice{margin:0 0 8px;padding:14px 16px;border-radius:8px;font-weight:700}
  .notice.ok{background:#e6f4ea;color:#0f5132} .notice.no{background:#fdecee;color:#7a1020} .notice.info{background:#eef2fb;color:#1b2d5c}`;

/** The frame of every stand-in page: says plainly that it is a local stand-in, not ZapSign. */
export const renderPage = (title: string, main: string): string =>
  renderStandInPage({
    title,
    provider: 'ZapSign',
    banner:
      'Ambiente de testes: este servidor local faz o papel da ZapSign. Nenhuma assinatura aqui tem validade jurídica.',
    styles: STYLES,
    main,
  });
