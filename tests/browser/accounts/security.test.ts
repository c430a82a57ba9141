/// <reference lib="dom" />
// Profile 'Segurança': TOTP enrolment and the sign-in's code step; outside-provider sign-in
// (the local stand-in plays Google) and linking or unlinking providers.
import {
  SCREENSHOTS,
  field,
  fieldErrors,
  signOutFromAccountMenu,
  startAccountsPlatform,
  unlabelledInputs,
  type AccountsPlatform,
} from './accountsPlatform';
import { TotpCodes } from './totpCodes';

let platform: AccountsPlatform;

beforeAll(async () => {
  platform = await startAccountsPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

// Three codes from one authenticator: the last needs a fresh time step (the platform's clock moves).
test('an authenticator is added with its QR code, then asked for at sign-in, then removed with a code', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  const signIn = async () => {
    await field(page, 'E-mail').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  };
  await signIn();
  await page.waitForURL('**/profile/me');

  await field(page, 'Nome do autenticador').fill('Celular');
  await page.getByRole('button', { name: 'Adicionar autenticador' }).click();
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  const codes = new TotpCodes(((await page.locator('code').textContent()) ?? '').trim(), platform.clock);
  await field(page, 'Código de 6 dígitos').fill('000000');
  await page.getByRole('button', { name: 'Verificar e ativar' }).click();
  // The server answers this one: wait for it before reading the errors.
  await page.getByText('Código inválido.').waitFor();
  await expect(fieldErrors(page)).resolves.toEqual(['Código inválido.']);
  await page.screenshot({ path: `${SCREENSHOTS}/security-mfa-enrol.png`, fullPage: true });
  await field(page, 'Código de 6 dígitos').fill(await codes.next());
  await page.getByRole('button', { name: 'Verificar e ativar' }).click();
  await page.getByText('Ativo', { exact: true }).waitFor();

  await signOutFromAccountMenu(page);
  await page.goto(`${platform.base}/login`);
  await signIn();
  await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/login-mfa.png` });
  // Each time step's code is accepted once; the next step's code is within the server's tolerance.
  await field(page, 'Código de verificação').fill(await codes.next());
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.waitForURL('**/profile/me');

  // An active authenticator goes only with a code from it.
  await page.getByRole('button', { name: 'Remover o autenticador Celular' }).click();
  await field(page, 'Código do autenticador').fill(await codes.next());
  await page.getByRole('button', { name: 'Confirmar remoção' }).click();
  await page.getByText('Autenticador "Celular" removido.').waitFor();
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
}, 120_000);

test('signing in with an outside provider lands on the profile; providers are linked and unlinked', async () => {
  const { page, errors } = await platform.open('/onboarding/register');
  await page.getByRole('link', { name: 'Continuar com Google' }).click();
  await page.waitForURL(/oauth-standin\/google/);
  const email = `google.${Date.now()}@example.com`;
  await page.locator('input[type=email]').fill(email);
  await page.locator('button[type=submit]').click();

  // The session arrives in the address fragment, which the portal reads and removes.
  await page.waitForURL((url) => url.pathname === '/profile/me' && url.hash === '');
  await page.getByText('Conta: Google').waitFor();
  expect(await page.evaluate(() => Boolean(localStorage.getItem('sampleteca.auth.session')))).toBe(true);

  // An outside-provider account cannot change its e-mail here.
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  expect(await field(page, 'E-mail').getAttribute('readonly')).not.toBeNull();
  // Back on the profile (the bell's live stream keeps the network busy: wait for the page itself).
  await page.goBack();
  await page.getByText('Conta: Google').waitFor();

  await page.getByRole('button', { name: 'Vincular Spotify' }).click();
  await page.waitForURL(/oauth-standin\/spotify/);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/profile/me' && url.hash === '');
  await page.getByRole('button', { name: 'Desvincular Spotify' }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/security-identities.png`, fullPage: true });

  await page.getByRole('button', { name: 'Desvincular Spotify' }).click();
  await page.getByText('Spotify desvinculado da sua conta.').waitFor();
  await page.getByRole('button', { name: 'Desvincular Google' }).click();
  await page.getByText('Não é possível remover o único meio de acesso à conta.').waitFor();
  expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  await page.close();
});

test('deleting the account: the dialog says what goes, keeps focus, refuses a wrong password, then signs out to the landing page', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/profile/me');

  const section = page.getByRole('region', { name: 'Excluir minha conta' });
  await section.getByText('Sua assinatura é cancelada na hora').waitFor();
  await section.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
  const passwordField = dialog.getByLabel('Sua senha', { exact: true });
  await passwordField.waitFor();
  await expect(unlabelledInputs(page)).resolves.toEqual([]);
  // Tabbing goes round inside the dialog, never back to the page behind it.
  for (let index = 0; index < 5; index += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=alertdialog]')))).toBe(true);
  }

  // Enter in the field confirms; a wrong password is the server's answer on the field, nothing deleted.
  await passwordField.fill('errada1');
  await passwordField.press('Enter');
  await dialog.getByText('Senha incorreta. A conta não foi excluída.').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/delete-account-dialog.png` });
  await passwordField.fill(password);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.waitForURL('**/home');
  await page.getByText('Sua conta foi excluída.').waitFor();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  expect(errors.filter((error) => !error.includes('401') && !error.includes('403'))).toEqual([]);
  await page.close();
}, 120_000);
