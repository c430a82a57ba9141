/// <reference lib="dom" />
// Spec 1 §2/§4: password recovery by e-mail, the new password, and signing in with it.
import { SCREENSHOTS, field, fieldErrors, startAccountsPlatform, type AccountsPlatform } from './accountsPlatform';

let platform: AccountsPlatform;

beforeAll(async () => {
  platform = await startAccountsPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

test('a forgotten password is reset through the e-mailed link, then the new one signs in', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');

  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.waitForURL('**/forgotPasswordSendEmail');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(fieldErrors(page)).resolves.toEqual(['Insira um e-mail.']);
  await field(page, 'E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await page.getByRole('heading', { name: 'Verifique seu e-mail' }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/recovery-sent.png` });

  // The link signs in for the reset only: the page stays on /forgotPassword, tokens leave the address.
  const link = await platform.mailLink(email, 'type=recovery');
  await page.goto(link);
  await page.getByText('Defina uma nova senha para sua conta.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/forgotPassword');
  expect(new URL(page.url()).hash).toBe('');

  await page.locator('input[name=password]').fill('novaSenha9');
  await page.locator('input[name=confirmPassword]').fill('outraSenha9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(fieldErrors(page)).resolves.toEqual(['As senhas não correspondem.']);
  await page.screenshot({ path: `${SCREENSHOTS}/recovery-reset-mismatch.png` });
  await page.locator('input[name=confirmPassword]').fill('novaSenha9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await page.getByText('Senha redefinida com sucesso!').waitFor();
  await page.waitForURL('**/login');

  // The old password no longer works; the new one does.
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText('Problema ao tentar fazer login: E-mail ou senha inválidos.').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/login-invalid-credentials.png` });
  await page.locator('input[name=password]').fill('novaSenha9');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // createAccount fills every field but the social links: the profile is incomplete.
  await page.waitForURL('**/profile/me');

  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});

test('an unconfirmed account is sent to the confirmation page, which resends the mail', async () => {
  const email = `pendente.${Date.now()}@example.com`;
  const signup = await fetch(`${platform.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'segredo123',
      fullName: 'Caio Pendente',
      phone: '(21) 99876-5432',
      cpf: '529.982.247-25',
      cep: '20040-002',
      producer: 'Selo Caio',
    }),
  });
  expect(signup.status).toBe(201);

  const { page, errors } = await platform.open('/Login');
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`**/emailNotConfirmed/${encodeURIComponent(email)}`);
  await page.getByRole('heading', { name: 'Confirme sua conta' }).waitFor();
  await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await page.getByText('E-mail de confirmação reenviado com sucesso.').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/email-not-confirmed.png` });
  expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
  await page.close();
});

test('an invalid or expired link asks for the e-mail again', async () => {
  const { page, errors } = await platform.open('/api/auth/verify?type=signup&token=nao-existe');
  await page.waitForURL('**/emailNotConfirmed/invalidorexpired');
  await page.getByRole('heading', { name: 'Link inválido ou expirado' }).waitFor();
  await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(fieldErrors(page)).resolves.toEqual(['Campo obrigatório']);
  await field(page, 'E-mail').fill('nao-e-email');
  await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(fieldErrors(page)).resolves.toEqual(['Email inválido']);
  await page.screenshot({ path: `${SCREENSHOTS}/email-link-invalid.png` });
  expect(errors).toEqual([]);
  await page.close();
});

// Issue #13 §4: a limit's wait in words a person reads ("cerca de 15 minutos"), never "900 segundos".
test('after five wrong passwords the login says to try again in about fifteen minutes', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  await field(page, 'E-mail').fill(email);
  const signIn = async (attempt: string) => {
    await page.locator('input[name=password]').fill(attempt);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    return (await answer).status();
  };
  for (let attempt = 1; attempt <= 5; attempt += 1) expect(await signIn(`errada${attempt}`)).toBe(401);

  // The right password too waits: the limit counts attempts from this address to this account.
  expect(await signIn(password)).toBe(429);
  const refusal = page.getByText(/^Problema ao tentar fazer login: Por questões de segurança, tente novamente em/);
  await refusal.last().waitFor();
  expect(await refusal.last().textContent()).toMatch(/tente novamente em cerca de 1[45] minutos$/);
  // One notice that says what happened last, not a column of the five before it.
  await expect(page.getByText(/^Problema ao tentar fazer login:/).count()).resolves.toBe(1);
  await page.screenshot({ path: `${SCREENSHOTS}/login-rate-limited.png` });
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(errors.filter((error) => !/40[01]|429/.test(error))).toEqual([]);
  await page.close();
});
