/// <reference lib="dom" />
// Issue #12: every way in ends at the same TOTP step (recovery link, outside provider), an active
// authenticator goes only with a fresh code, and a new e-mail takes effect only through its link.
import type { Locator, Page } from 'playwright-core';
import {
  SCREENSHOTS,
  field,
  fieldErrors,
  horizontalOverflow,
  signOutFromAccountMenu,
  startAccountsPlatform,
  type AccountsPlatform,
} from './accountsPlatform';
import { eventually } from '@sampleteca/testing';
import { apiLogin, enrolAuthenticator, postJson } from './mfaSupport';
import { TotpCodes } from './totpCodes';
import { load } from '../support/visit';

const SESSION_KEY = 'sampleteca.auth.session';

let platform: AccountsPlatform;

beforeAll(async () => {
  platform = await startAccountsPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

/** The path and query of an e-mailed link, for `platform.open`. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

/** Desktop and phone screenshots; the phone one must not scroll sideways. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The text the control's aria-describedby points at. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a recovery link to an account with an authenticator asks for its code before the new password', async () => {
  const { email, password } = await platform.createAccount();
  const session = await apiLogin(platform.base, email, password);
  const codes = await enrolAuthenticator(platform, session.body.access_token as string, 'Celular');
  expect((await postJson(`${platform.base}/api/auth/recover`, { email })).status).toBe(202);
  const link = await platform.mailLink(email, 'type=recovery');

  // The link gives no session: the login page's code step, its token already out of the address.
  const { page, errors } = await platform.open(pathOf(link));
  await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
  await page.getByText('Confirme que é você para definir uma nova senha.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login' && url.hash === '');
  expect(page.url()).not.toContain('mfa_token');
  expect(await storedSession(page)).toBeNull();
  await screenshots(page, 'mfa-after-recovery-link');

  await field(page, 'Código de verificação').fill(await codes.next());
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.waitForURL('**/forgotPassword');
  await page.getByRole('heading', { name: 'Definir nova senha' }).waitFor();
  await page.locator('input[name=password]').fill('novaSenha9');
  await page.locator('input[name=confirmPassword]').fill('novaSenha9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await page.getByText('Senha redefinida com sucesso!').waitFor();
  await page.waitForURL('**/login');

  // The new password leads to the code step again; the old one is refused.
  await expect(apiLogin(platform.base, email, 'novaSenha9')).resolves.toMatchObject({
    status: 200,
    body: { mfa_required: true },
  });
  expect((await apiLogin(platform.base, email, password)).status).toBe(401);
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});

test('a spent or expired code step from a link shows why and goes back to the login form', async () => {
  const factors = JSON.stringify([{ id: '0b7e7a44-5f0e-4c61-9d7f-3f3c1f0a2b11', friendly_name: 'Celular' }]);
  const fragment = new URLSearchParams({ mfa_token: 'ja-usado', factors, type: 'magiclink' }).toString();
  const { page, errors } = await platform.open(`/login#${fragment}`);
  await page.getByText('Confirme que é você para entrar com o link enviado ao seu e-mail.').waitFor();
  await field(page, 'Código de verificação').fill('123456');
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  // On the login form, announced (the toast also says it, after 'Problema ao tentar fazer login:').
  await page.getByRole('alert').getByText('A verificação expirou. Faça login novamente.', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Entrar na sua conta' }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/login-mfa-expired.png` });
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});

test('an outside-provider sign-in to an account with an authenticator asks for its code, then lands on the profile', async () => {
  const { page, errors } = await platform.open('/login');
  const signInWithGoogle = async (email: string) => {
    await page.getByRole('link', { name: 'Continuar com Google' }).click();
    await page.waitForURL(/oauth-standin\/google/);
    await page.locator('input[type=email]').fill(email);
    await page.locator('button[type=submit]').click();
  };
  const email = `google.mfa.${Date.now()}@example.com`;
  await signInWithGoogle(email);
  await page.waitForURL((url) => url.pathname === '/profile/me' && url.hash === '');
  // The session is stored once the account it names has been read.
  await page.getByText('Conta: Google').waitFor();
  const accessToken = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token,
    SESSION_KEY,
  );
  const codes = await enrolAuthenticator(platform, accessToken as string, 'Tablet');
  await signOutFromAccountMenu(page);

  await page.goto(`${platform.base}/login`);
  await signInWithGoogle(email);
  await page.getByText('Confirme que é você para entrar com Google.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login' && url.hash === '');
  expect(await storedSession(page)).toBeNull();
  await field(page, 'Código de verificação').fill(await codes.next());
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.waitForURL('**/profile/me');
  await page.getByText('Conta: Google').waitFor();
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});

test('removing an active authenticator asks for a current code and refuses a wrong one', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  await signInWithPassword(page, email, password);
  await page.waitForURL('**/profile/me');

  await field(page, 'Nome do autenticador').fill('Celular');
  await page.getByRole('button', { name: 'Adicionar autenticador' }).click();
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  const codes = new TotpCodes(((await page.locator('code').textContent()) ?? '').trim(), platform.clock);
  await field(page, 'Código de 6 dígitos').fill(await codes.next());
  await page.getByRole('button', { name: 'Verificar e ativar' }).click();
  await page.getByText('Ativo', { exact: true }).waitFor();

  // 'Remover' opens the code form, focused; Escape closes it and gives the focus back.
  const remove = page.getByRole('button', { name: 'Remover o autenticador Celular' });
  await remove.click();
  const code = field(page, 'Código do autenticador');
  await expect(code.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await code.getAttribute('inputmode')).toBe('numeric');
  expect(await remove.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await code.waitFor({ state: 'detached' });
  await expect(remove.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

  // By keyboard: Enter opens it again, Enter sends the code.
  await page.keyboard.press('Enter');
  await code.waitFor();
  // What a user sees before typing: the cursor in the code field.
  await eventually(async () => expect(await code.evaluate((element) => element === document.activeElement)).toBe(true));
  await page.keyboard.type('000000');
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && new URL(response.url()).pathname.startsWith('/api/auth/factors/'),
  );
  await page.keyboard.press('Enter');
  expect((await refused).status()).toBe(401);
  await page.getByText('Código inválido.').waitFor();
  await expect(fieldErrors(page)).resolves.toEqual(['Código inválido.']);
  await page.getByText('Ativo', { exact: true }).waitFor();
  await screenshots(page, 'mfa-remove-wrong-code');

  await code.fill(await codes.next());
  await page.getByRole('button', { name: 'Confirmar remoção' }).click();
  await page.getByText('Autenticador "Celular" removido.').waitFor();
  await page.getByText('Ativo', { exact: true }).waitFor({ state: 'detached' });
  // Without the authenticator, the password alone opens the account again.
  await expect(apiLogin(platform.base, email, password)).resolves.toMatchObject({
    status: 200,
    body: { token_type: 'bearer' },
  });
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});

test('a new e-mail waits for the link sent to it, then the account signs in with it', async () => {
  const { email, password } = await platform.createAccount();
  const newEmail = `nova.${Date.now()}@example.com`;
  const { page, errors } = await platform.open('/login');
  await signInWithPassword(page, email, password);
  await page.waitForURL('**/profile/me');
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await page.waitForURL('**/profile/update');

  await field(page, 'E-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await page
    .getByText(`Enviamos um link de confirmação para ${newEmail}. O e-mail só muda depois que você abrir o link.`)
    .waitFor();
  const note = `Aguardando confirmação de ${newEmail}. Abra o link que enviamos para concluir a troca.`;
  await expect(description(field(page, 'E-mail'))).resolves.toBe(note);
  expect(await field(page, 'E-mail').inputValue()).toBe(email);
  await screenshots(page, 'profile-email-pending');

  // Until the link is followed the account keeps its address, which hears of the request.
  expect((await apiLogin(platform.base, email, password)).status).toBe(200);
  expect((await apiLogin(platform.base, newEmail, password)).status).toBe(401);
  const mailbox = (await (await fetch(`${platform.base}/api/auth/dev/mailbox`)).json()) as {
    to: string[];
    subject: string;
  }[];
  expect(mailbox).toContainEqual(
    expect.objectContaining({ to: [email], subject: 'Pedido de troca do e-mail da sua conta na Sampleteca' }),
  );
  // The profile carries the pending address, so the note is still there after a reload.
  await page.reload();
  await page.getByText(note).waitFor();
  await expect(description(field(page, 'E-mail'))).resolves.toBe(note);

  await page.goto(await platform.mailLink(newEmail, 'type=email_change'));
  await page.getByRole('heading', { name: 'E-mail alterado com sucesso!' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/emailChanged');
  await screenshots(page, 'email-changed');
  await page.getByRole('main').getByRole('link', { name: 'Ir para Meu Perfil' }).click();
  await page.waitForURL('**/profile/me');
  await page.getByRole('main').getByText(newEmail, { exact: true }).waitFor();

  await signOutFromAccountMenu(page);
  await load(
    page,
    `${platform.base}/emailChanged`,
    page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true }),
  );
  await page.screenshot({ path: `${SCREENSHOTS}/email-changed-visitor.png` });
  await page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/login');
  await signInWithPassword(page, newEmail, password);
  await page.waitForURL('**/profile/me');
  expect((await apiLogin(platform.base, email, password)).status).toBe(401);
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});
