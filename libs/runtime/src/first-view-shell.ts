import { loginPath, PUBLIC_PATHS, registerPath } from '@sampleteca/contracts';
import { html, type SafeHtml } from './html';

/**
 * A light page: the portal's bar (the logo home, sign in and sign up coming back here), its
 * content and the footer's legal links (portal/firstView/landingView.ts draws the same for '/').
 */
export function pageShell(here: string, content: SafeHtml): string {
  return html`<header class="fv-top">
      <a class="fv-logo" href="/">Sampleteca</a>
      <nav class="fv-nav" aria-label="Conta">
        <a class="fv-button" href="${loginPath(here)}">Entrar</a
        ><a class="fv-button fv-solid" href="${registerPath(here)}">Cadastre-se</a>
      </nav>
    </header>
    <main class="fv-main">${content}</main>
    <footer class="fv-foot">
      <p>© ${new Date().getFullYear()} Sampleteca</p>
      <nav aria-label="Documentos legais">
        <a href="${PUBLIC_PATHS.privacyPolicy}">Política de privacidade</a
        ><a href="${PUBLIC_PATHS.termsOfUse}">Termos de uso</a>
      </nav>
    </footer>`.value;
}

/** Below a shared page: the catalogue waits behind an account, made for free (the app's JoinInvitation). */
export function joinInvitation(here: string, text: string): SafeHtml {
  return html`<section class="fv-join" aria-label="Crie sua conta">
    <p>${text}</p>
    <div>
      <a class="fv-button fv-solid" href="${registerPath(here)}">Criar conta grátis</a
      ><a class="fv-button" href="${loginPath(here)}">Entrar</a>
    </div>
  </section>`;
}

/**
 * What the app's 'Compartilhar' offers a visitor: 'Enviar pelo WhatsApp' (a link: it works without
 * scripts) and, once /first-view.js runs, 'Compartilhar' (the phone's share sheet, else the link
 * copied, said in the status beside it). `url` is absolute: it leaves this site.
 */
export function shareActions(url: string, title: string): SafeHtml {
  const text = `Ouça ${title} no Sampleteca`;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  return html`<p class="fv-share">
    <a class="fv-button" href="${whatsApp}" target="_blank" rel="noopener noreferrer">Enviar pelo WhatsApp</a
    ><button type="button" class="fv-button" data-share-url="${url}" data-share-text="${text}" hidden>
      Compartilhar</button
    ><span class="fv-muted" role="status"></span>
  </p>`;
}
