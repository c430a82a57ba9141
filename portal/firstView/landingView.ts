// Relative: the build bundles it into the config (a package name would be left for Node to load, as TS).
import { loginPath, PUBLIC_PATHS, registerPath } from '../../clients/shared/src/routes/publicRoutes';
import { faqQuestions } from '../src/components/Landing/faqCopy';
import { faqSection, hero, solutionsSection, stepsSection } from '../src/components/Landing/landingCopy';

/**
 * The light landing (issue #46): what a visitor on a slow phone gets at '/' before any script, in
 * the classes of the server's light pages (libs/runtime's first-view.css.ts) and a few of its own.
 * Written by the build (vite.config.ts), served by the platform in place of the app; its words
 * are the app landing's (landingCopy.ts). The plans come from the billing API: first-view.js
 * draws them into #fv-plans, and without scripts the link to the app's landing shows them.
 */
export function landingView(): { html: string; css: string } {
  const section = (id: string, eyebrow: string, title: string, description: string, body: string) =>
    `<section class="fv-section" id="${id}" aria-labelledby="${id}-titulo"><p class="fv-eyebrow">${e(eyebrow)}</p><h2 id="${id}-titulo">${e(title)}</h2>${description ? `<p class="fv-muted">${e(description)}</p>` : ''}${body}</section>`;
  const cards = (items: { title: string; text: string }[], tag: 'ol' | 'ul') =>
    `<${tag} class="fv-tiles">${items.map((item, index) => `<li><h3>${tag === 'ol' ? `<span class="fv-sr">Passo ${index + 1}: </span>` : ''}${e(item.title)}</h3><p class="fv-muted">${e(item.text)}</p></li>`).join('')}</${tag}>`;
  const html = `<header class="fv-top"><a class="fv-logo" href="/">Sampleteca</a><nav class="fv-nav" aria-label="Conta"><a class="fv-button" href="${loginPath()}">Entrar</a><a class="fv-button fv-solid" href="${registerPath()}">Cadastre-se</a></nav></header>
<main class="fv-main">
<section class="fv-hero" aria-labelledby="hero-titulo"><p class="fv-badge">${e(hero.badge)}</p><h1 id="hero-titulo">${e(hero.titleStart)} <span class="fv-accent">${e(hero.titleAccent)}</span></h1><p class="fv-lede">${e(hero.lede)}</p><p class="fv-ctas"><a class="fv-button fv-solid fv-big" href="${registerPath()}">Cadastre-se grátis</a><a class="fv-button fv-big" href="${loginPath()}">Entrar</a></p></section>
${section('sobre', stepsSection.eyebrow, stepsSection.title, stepsSection.description, cards(stepsSection.steps, 'ol'))}
${section('solucoes', solutionsSection.eyebrow, solutionsSection.title, solutionsSection.description, cards(solutionsSection.solutions, 'ul'))}
${section('planos', 'Planos', 'Escolha seu plano', 'Veja o plano que mais combina com você.', `<div id="fv-plans" data-choose="${registerPath()}"></div><p><a class="fv-button" href="/home#planos">Ver os planos e preços</a></p>`)}
${section('faq', faqSection.eyebrow, faqSection.title, '', faqQuestions.map((item) => `<details class="fv-faq"><summary>${e(item.question)}</summary><p class="fv-muted">${e(item.answer)}</p></details>`).join(''))}
</main>
<footer class="fv-foot"><p>© ${new Date().getFullYear()} Sampleteca</p><nav aria-label="Documentos legais"><a href="${PUBLIC_PATHS.privacyPolicy}">Política de privacidade</a><a href="${PUBLIC_PATHS.termsOfUse}">Termos de uso</a></nav></footer>`;
  return { html, css: LANDING_CSS };
}

const e = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LANDING_CSS = `
.fv-hero{display:grid;gap:20px;padding:16px 0 8px;background:radial-gradient(circle at 15% 20%,rgba(109,47,224,.35),transparent 55%)}
.fv-badge{justify-self:start;margin:0;padding:4px 12px;border-radius:999px;background:#431407;color:#fdba74;font-size:14px;font-weight:600}
.fv-hero h1{font-size:36px;line-height:1.05}
.fv-accent{color:#b794ff}
.fv-lede{margin:0;color:#a1a1aa;font-size:18px}
.fv-ctas{margin:0;display:flex;flex-wrap:wrap;gap:12px}
.fv-big{padding:12px 24px;font-size:16px}
.fv-section{display:grid;gap:12px;padding-top:24px}
.fv-section h2{font-size:26px}
.fv-tiles{list-style:none;margin:8px 0 0;padding:0;display:grid;gap:12px}
.fv-tiles li{display:grid;align-content:start;gap:8px;padding:20px;border-radius:16px;background:#15151d;border:1px solid #27272a}
.fv-faq{padding:12px 16px;border-radius:12px;background:#15151d;border:1px solid #27272a}
.fv-faq summary{cursor:pointer;font-weight:600}
.fv-faq p{margin-top:8px}
.fv-plans{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.fv-plan{display:grid;align-content:start;gap:8px;padding:20px;border-radius:16px;background:#15151d;border:1px solid #27272a}
.fv-plan ul{margin:0;padding-left:20px;color:#a1a1aa;font-size:14px}
.fv-price{margin:0;font-size:22px;font-weight:800}
.fv-plan .fv-button{justify-self:start}
@media (min-width:768px){.fv-hero h1{font-size:56px}.fv-tiles,.fv-plans{grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}}
`.replace(/\n/g, '');
