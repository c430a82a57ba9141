/// <reference lib="dom" />
// Issue #33 §1 in a browser: a listener shares a sound (the link copied from its card), someone
// without an account opens the link, hears it, is asked to sign up for the download, signs up and
// lands back on the same sound with the whole card; at a phone's width the same visitor signs in
// instead. A private sound's link says it is unavailable and names nothing.
import type { Page } from 'playwright-core';
import { field, horizontalOverflow, unlabelledInputs, validCpf } from '../accounts/accountsPlatform';
import { seriousViolations, skippedHeadingLevels } from '../a11y/axe';
import { SCREENSHOTS, card, catalogueScene, openOwnBrowser, signIn } from './browseSupport';
import { visit } from '../support/visit';

let soundId: string;
let privateId: string;

const SOUND = 'Groove Compartilhado';
const HIDDEN = 'Rascunho Secreto';

const scene = catalogueScene({ producer: 'Nina Batida', listener: 'Leo Ouvinte' }, { category: 'Funk' });

beforeAll(async () => {
  soundId = await scene.platform.createSound(scene.producer.token, {
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
 * The visitor's copy of the card plays: its button turns to 'Pausar', keeping the focus, so Space
 * pauses it (#43).
 */
async function hearIt(page: Page) {
  const shared = card(page, SOUND);
  const play = shared.getByRole('button', { name: `Tocar ${SOUND}` });
  await play.click();
  const pause = shared.getByRole('button', { name: `Pausar ${SOUND}` });
  await pause.waitFor({ timeout: 15_000 });
  // The button on screen now: the card may have drawn again while its data came in.
  expect(await page.evaluate((element) => document.activeElement === element, await pause.elementHandle())).toBe(true);
  await page.keyboard.press('Space');
  await play.waitFor();
}

/** Download on the visitor's card asks to sign in first; `choice` is the dialog's button pressed. */
async function askedToSignIn(page: Page, choice: 'Entrar' | 'Criar conta grátis') {
  await card(page, SOUND)
    .getByRole('button', { name: `Baixar ${SOUND}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Entre para continuar' });
  await dialog.getByText('para baixar este som').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: choice }).click();
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
  await hearIt(shared);
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
  const { page, errors } = await openAsVisitor(`/s/${soundId}`, 390);
  await page.getByRole('heading', { level: 1, name: SOUND }).waitFor();
  await hearIt(page);
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
