import { escapeHtml as escape } from '@sampleteca/standin-common';

const NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', spotify: 'Spotify' };

/** A plain page, in Portuguese, where a developer chooses the account the stand-in returns. */
export function renderStandInSignIn(provider: string, action: string, query: Record<string, string>): string {
  const name = NAMES[provider] ?? provider;
  const hidden = Object.entries(query)
    .filter(([key]) => !['login_hint', 'name_hint'].includes(key))
    .map(([key, value]) => `<input type="hidden" name="${escape(key)}" value="${escape(String(value))}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Entrar com ${escape(name)} (ambiente local)</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0b14;color:#e9e6f2;font-family:system-ui,sans-serif}
  main{width:min(420px,92vw);background:#17131f;border-radius:16px;padding:32px;box-shadow:0 20px 60px #0008}
  h1{font-size:1.4rem;margin:0 0 8px} p{color:#a59fb8;margin:0 0 24px;line-height:1.5}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:12px;border-radius:10px;border:1px solid #3b3350;background:#0d0b14;color:#fff;font-size:1rem}
  button{margin-top:24px;width:100%;padding:14px;border:0;border-radius:999px;background:#7c3aed;color:#fff;font-weight:700;font-size:1rem;cursor:pointer}
  button:focus-visible,input:focus-visible{outline:3px solid #c4b5fd;outline-offset:2px}
</style></head>
<body><main>
  <h1>Entrar com ${escape(name)}</h1>
  <p>Ambiente local: este servidor faz o papel do ${escape(name)}. Escolha a conta que será devolvida à Sampleteca.</p>
  <form method="get" action="${escape(action)}">
      ${hidden}
    <label for="login_hint">E-mail</label>
    <input id="login_hint" name="login_hint" type="email" required autocomplete="email" value="artista.${escape(provider)}@example.com">
    <label for="name_hint">Nome</label>
    <input id="name_hint" name="name_hint" type="text" required autocomplete="name" value="Artista ${escape(name)}">
    <button type="submit">Continuar</button>
  </form>
</main></body></html>`;
}
