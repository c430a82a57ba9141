/// <reference lib="dom" />
// Issue #33 §1 in a browser: a listener shares a sound (the link copied from its card), someone
// without an account opens the link, hears it, is asked to sign up for the download, signs up and
// lands back on the same sound with the whole card; at a phone's width the same visitor signs in
// instead. A private sound's link says it is unavailable and names nothing.
import type { Page } from 'playwright-core';
import { field, horizontalOverflow, unlabelledInputs, validCpf } from '../accounts/accountsPlatform';
import { seriousViolations, skippedHeadingLevels } from '../a11y/axe';
import { SCREENSHOTS, card, catalogueScene, hearLightPreview, openOwnBrowser, signIn } from './browseSupport';
import { visit } from '../support/visit';

let soundId: string;
let privateId: string;
let kitId: string;

const SOUND = 'Groove Compartilhado';
const HIDDEN = 'Rascunho Secreto';

const scene = catalogueScene({ producer: 'Nina Batida', listener: 'Leo Ouvinte' }, { category: 'Funk' });

beforeAll(async () => {
  kitId = await scene.platform.createDrumKit(scene.producer.token, 'Kit Compartilhado');
  soundId = await scene.platform.createSound(scene.producer.token, {
    drumKitId: kitId,
    name: SOUND,
    type: 'Beats',
    key: 'Am',
    bpm: '85-100',
    tempo: 95,
    categoryId: scene.categoryId,
    cover: true,
  });
  privateId = await scene.platform.createSound(scene.producer.token, {
    name: HIDDEN,
    type: 'Samples',
    key: 'C',
    bpm: '85-100',
    categoryId: scene.categoryId,
  });
  // What an administrator's approval does: the first becomes public, the other stays private.
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [soundId]);
}, 240_000);

/** A person with no account on `path`, in a browser of their own. */
const openAsVisitor = (path: string, width: number) => openOwnBrowser(scene.platform, width, { path });

/**
 * Download on the visitor's light page leads to signing in (or up) and back; `choice` is the link
 * followed: the card's 'Baixar' (to sign in) or the invitation's 'Criar conta grátis'.
 */
async function askedToSignIn(page: Page, choice: 'Entrar' | 'Criar conta grátis') {
  const link =
    choice === 'Entrar'
      ? card(page, SOUND).getByRole('link', { name: `Baixar ${SOUND}` })
      : page.getByRole('main').getByRole('link', { name: 'Criar conta grátis' });
  await link.click();
  // On the form before going on: signIn would otherwise load /login afresh, without the way back.
  await page.waitForURL(choice === 'Entrar' ? '**/login?next=*' : '**/onboarding/register?next=*');
}

test('a sound shared from its card opens for a visitor, plays, and sign-up comes back to it (1280 px)', async () => {
  const { page, errors } = await scene.platform.open('/login');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: scene.platform.base });
  await signIn(page, scene.platform.base, scene.listener);
  await visit(page, '/dashboardPage/type/Beats', card(page, SOUND));
  await card(page, SOUND)
    .getByRole('button', { name: `Compartilhar ${SOUND}, de ${scene.producer.name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Copiar link' }).click();
  await page.getByText('Link copiado').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${scene.platform.base}/s/${soundId}`);
  expect(errors).toEqual([]);

  // Someone else, with no account, opens it.
  const visitor = await openAsVisitor(new URL(link).pathname, 1280);
  const shared = visitor.page;
  await shared.getByRole('heading', { level: 1, name: SOUND }).waitFor();
  // The server's light page: no app script came (issue #46).
  expect(await shared.locator('script[type=module]').count()).toBe(0);
  await hearLightPreview(shared, SOUND);
  expect(await seriousViolations(shared)).toEqual([]);
  expect(await skippedHeadingLevels(shared)).toEqual([]);
  await shared.screenshot({ path: `${SCREENSHOTS}/shared-sound-visitor.png`, fullPage: true });
  await askedToSignIn(shared, 'Criar conta grátis');

  // Sign-up, every step, then back on the shared sound.
  await shared.getByRole('link', { name: 'Continuar com e-mail' }).click();
  const email = `visitante.${Date.now()}@example.com`;
  await field(shared, 'Nome completo').fill('Visitante Curiosa');
  await field(shared, 'E-mail').fill(email);
  await shared.locator('input[name=password]').fill('segredo1');
  await field(shared, 'Telefone').pressSequentially('11987654321');
  await field(shared, 'CPF').pressSequentially(validCpf());
  await field(shared, 'CEP').pressSequentially('01310100');
  await field(shared, 'Produtora/selo').fill('Selo Curioso');
  await shared.locator('.chakra-checkbox__control').click();
  await shared.getByRole('button', { name: 'Próximo' }).click();
  await shared.waitForURL('**/register/step/2');
  await shared.getByRole('button', { name: 'Cadastrar' }).click();
  await shared.waitForURL('**/register/step/3');
  await fetch(await scene.platform.mailLink(email, 'type=signup'), { redirect: 'manual' });
  await shared.getByText('Agora, você pode continuar o cadastro normalmente.').waitFor({ timeout: 15_000 });
  await shared.getByRole('button', { name: 'Próximo' }).click();
  await shared.getByRole('button', { name: 'Começar grátis: plano Free' }).click();
  await shared.getByText('Cadastro concluído com sucesso!').waitFor();
  await shared.getByRole('link', { name: 'Continuar' }).click();
  await shared.waitForURL(`**/s/${soundId}`);

  // Signed in now: the whole card, and the like counts.
  const full = card(shared, SOUND);
  await full.getByRole('button', { name: `Curtir ${SOUND}: 0 curtidas` }).click();
  await full.getByRole('button', { name: `Descurtir ${SOUND}: 1 curtida` }).waitFor();
  expect(await skippedHeadingLevels(shared)).toEqual([]);
  expect(visitor.errors).toEqual([]);
});

test('at a phone’s width the visitor signs in instead and lands back on the sound; a private link names nothing', async () => {
  const { page, errors } = await openOwnBrowser(scene.platform, 390, { path: `/s/${soundId}`, clipboard: true });
  await page.getByRole('heading', { level: 1, name: SOUND }).waitFor();
  await hearLightPreview(page, SOUND);
  // Passed on: WhatsApp's link carries the address, and 'Compartilhar' copies it (no share sheet here).
  const link = `${scene.platform.base}/s/${soundId}`;
  expect(await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href')).toContain(
    encodeURIComponent(link),
  );
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await page.getByRole('status').filter({ hasText: 'Link copiado' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/shared-sound-visitor-390.png`, fullPage: true });
  await askedToSignIn(page, 'Entrar');
  await signIn(page, scene.platform.base, scene.listener);
  expect(new URL(page.url()).pathname).toBe(`/s/${soundId}`);
  await card(page, SOUND)
    .getByRole('button', { name: `Combina com este: ${SOUND}` })
    .waitFor();

  const hidden = await openAsVisitor(`/s/${privateId}`, 390);
  await hidden.page.getByRole('heading', { name: 'Som indisponível' }).waitFor();
  expect(await hidden.page.content()).not.toContain(HIDDEN);
  expect(errors).toEqual([]);
});

test('with scripts turned off, a shared sound, its kit and its producer show their page and the first preview plays (390 px)', async () => {
  for (const [path, title] of [
    [`/s/${soundId}`, SOUND],
    [`/k/${kitId}`, 'Kit Compartilhado'],
    [`/p/${scene.producer.id}`, scene.producer.name],
  ]) {
    const { page, errors } = await openOwnBrowser(scene.platform, 390, { path, scripts: false });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await hearLightPreview(page, SOUND);
    // What needs a script is not offered; WhatsApp's link is.
    expect(await page.getByRole('button', { name: 'Compartilhar' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).waitFor();
    expect(await page.content()).not.toContain(HIDDEN);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await skippedHeadingLevels(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/shared-no-scripts-${path[1]}-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test('someone signed in gets the app on a shared link: sent by the server, or taken over by the light page’s script', async () => {
  const { page, errors } = await openOwnBrowser(scene.platform, 390, { signedInAs: scene.listener });
  const fullCard = () =>
    card(page, SOUND)
      .getByRole('button', { name: `Sons parecidos: ${SOUND}` })
      .waitFor();
  // Signing in left the hint: the server sends the app itself.
  await page.goto(`${scene.platform.base}/s/${soundId}`);
  await fullCard();
  expect(await page.locator('#first-view').count()).toBe(0);
  // A session from before the hint (only localStorage knows it): the light page hands over to the app.
  await page.context().clearCookies();
  await page.goto(`${scene.platform.base}/s/${soundId}`);
  await fullCard();
  expect(await page.locator('#first-view').count()).toBe(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('sampleteca_signed_in');
  expect(errors).toEqual([]);
  await page.context().close();
});
