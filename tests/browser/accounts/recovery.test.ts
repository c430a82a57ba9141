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
  await page.goto(link, { waitUntil: 'networkidle' });
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
