/// <reference lib="dom" />
// Issue 5, browser part: plan choice at registration step 4, payment on the Stripe stand-in's
// hosted checkout (another localhost port), the success step, 'Meu plano'; a declined card; Free.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  chooseFromAccountMenu,
  field,
  horizontalOverflow,
  startAccountsPlatform,
  unlabelledInputs,
  validCpf,
  type AccountsPlatform,
} from '../accounts/accountsPlatform';
import { appDrawn } from '../support/visit';

const SCREENSHOTS = 'var/screenshots/billing';

let platform: AccountsPlatform;
let stateDir: string;

beforeAll(async () => {
  // The stand-in keeps its customers and subscriptions in a file: one of its own per run.
  stateDir = mkdtempSync(join(tmpdir(), 'sampleteca-stripe-'));
  platform = await startAccountsPlatform({ STRIPE_STANDIN_STATE_FILE: join(stateDir, 'stripe.json') });
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60000);

afterAll(async () => {
  await platform?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A page at `width` recording the portal's page and console errors (not the checkout's, another site). */
async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await platform.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  const onPortal = () => page.url().startsWith(platform.base);
  page.on('pageerror', (error) => onPortal() && errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && onPortal()) errors.push(message.text());
  });
  await page.goto(`${platform.base}${path}`);
  await appDrawn(page);
  return { page, errors };
}

/** GET /api/subscriptions/me as the page's signed-in user. */
async function mySubscription(page: Page): Promise<{ active: boolean; plan: { tier: string; title: string } }> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sampleteca.auth.session') ?? '{}').access_token as string,
  );
  const response = await fetch(`${platform.base}/api/subscriptions/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Where step 3 leaves a confirmed account: its draft in session storage, on the sign-in page. */
async function signInToStepFour(width: number): Promise<{ page: Page; errors: string[]; email: string }> {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await open('/home', width);
  await page.evaluate((address) => sessionStorage.setItem('registerUser', JSON.stringify({ email: address })), email);
  // A visitor at step 4 is sent to sign in first, and comes back.
  await page.goto(`${platform.base}/register/step/4`);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/register/step/4');
  expect(await field(page, 'E-mail').inputValue()).toBe(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/register/step/4');
  await page.getByRole('heading', { name: 'Escolha seu plano' }).waitFor();
  return { page, errors, email };
}

/** Fills the stand-in's hosted checkout the way a person does and presses 'Pagar'. */
async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('Número do cartão').fill(cardNumber);
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome no cartão').fill('Ana Produtora');
  await page.getByRole('button', { name: 'Pagar' }).click();
}

test('a new user registers, confirms, signs in, subscribes to Sound Basic on the hosted checkout and sees the plan', async () => {
  const email = `assinante.${Date.now()}@example.com`;
  const { page, errors } = await open('/register/step/1', 1200);

  // Steps 1 to 3, as in the accounts tests.
  await field(page, 'Nome completo').fill('Ana Assinante');
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill('segredo1');
  await field(page, 'Telefone').pressSequentially('11987654321');
  await field(page, 'CPF').pressSequentially(validCpf());
  await field(page, 'CEP').pressSequentially('01310100');
  await field(page, 'Produtora/selo').fill('Selo da Ana');
  await page.locator('.chakra-checkbox__control').click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.waitForURL('**/register/step/2');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL('**/register/step/3');
  const confirmation = await platform.mailLink(email, 'type=signup');
  expect((await fetch(confirmation, { redirect: 'manual' })).headers.get('location')).toBe('/emailConfirmed');
  await page.getByText('Agora, você pode continuar o cadastro normalmente.').waitFor({ timeout: 5000 });
  await page.getByRole('button', { name: 'Próximo' }).click();

  // The browser that registered goes straight on to step 4, signed in.
  await page.waitForURL('**/register/step/4');

  // Step 4: title, the three monthly plans from the stand-in, and no Mensal/Anual switch that
  // does nothing (#29 §4: billing sells monthly prices only).
  await page.getByRole('heading', { name: 'Escolha seu plano' }).waitFor();
  await page.getByText('Veja o plano que mais combina com você.').waitFor();
  expect(await page.getByRole('checkbox', { name: 'Anual' }).count()).toBe(0);
  await page.getByRole('article').first().waitFor();
  expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual([
    'Free',
    'Sound Basic',
    'Sound Pro',
  ]);
  await page.getByRole('article', { name: 'Sound Basic' }).getByText('R$ 29,00').waitFor();
  await page.getByRole('article', { name: 'Sound Pro' }).getByText('R$ 119,00').waitFor();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('registerUser') ?? '{}').email)).toBe(email);
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'step4-plans');

  // Choosing a paid plan shows the launcher, which goes to the hosted checkout on another port.
  await page.getByRole('button', { name: 'Assinar: plano Sound Basic' }).click();
  await page.waitForURL((url) => url.origin !== platform.base);
  await page.getByRole('heading', { name: 'Assinar Sound Basic' }).waitFor();
  await shot(page, 'checkout-page');
  await pay(page, '4242 4242 4242 4242');

  // Back on the portal: the success step syncs, says so and clears the draft.
  await page.waitForURL((url) => url.origin === platform.base && url.pathname === '/register/step/success');
  expect(new URL(page.url()).searchParams.get('session_id')).toEqual(expect.any(String));
  await page.getByRole('heading', { name: 'Parabéns' }).waitFor();
  await page.getByText('Sua conta e sua assinatura estão ativas.').waitFor({ timeout: 20000 });
  await page.getByText('Inscrição finalizada com sucesso!').first().waitFor();
  await page.getByText('Sound Basic · R$ 29,00/mês').waitFor();
  await page.getByText('Próxima cobrança').waitFor();
  await page.getByText('Concluído').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('registerUser'))).toBeNull();
  expect(await mySubscription(page)).toMatchObject({ active: true, plan: { tier: 'basic', title: 'Sound Basic' } });
  await shot(page, 'success-step');

  await page.getByRole('link', { name: 'Continuar' }).click();
  await page.waitForURL('**/dashboardPage');

  // 'Meu plano' from the header's profile menu.
  await chooseFromAccountMenu(page, 'Meu plano', '**/profile/plan');
  await page.getByRole('heading', { name: 'Sound Basic' }).waitFor();
  await page.getByText('Ativa').first().waitFor();
  await page.getByText('Período atual').waitFor();
  await page.getByText('Próxima cobrança').waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'profile-plan-active');

  // Cancelling asks first, then keeps the plan until the end of the period.
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar a assinatura?' });
  await dialog.waitFor();
  await shot(page, 'profile-plan-cancel-dialog');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await page.getByText('Cancela ao fim do período', { exact: true }).waitFor();
  await page.getByText('Termina em').waitFor();
  expect(await page.getByRole('button', { name: 'Cancelar assinatura' }).count()).toBe(0);
  expect(await mySubscription(page)).toMatchObject({ active: true, plan: { tier: 'basic' } });
  await shot(page, 'profile-plan-cancelled');

  // 'Gerenciar pagamento' opens the provider's portal, whose 'Voltar' comes back here.
  await page.getByRole('button', { name: 'Gerenciar pagamento' }).click();
  await page.waitForURL((url) => url.origin !== platform.base);
  await page.getByRole('heading', { name: 'Gerenciar assinatura' }).waitFor();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL((url) => url.origin === platform.base && url.pathname === '/profile/plan');
  await page.getByRole('heading', { name: 'Sound Basic' }).waitFor();

  expect(errors).toEqual([]);
  await page.close();
}, 150000);

test('a declined card stays on the checkout page; Voltar returns to / with nothing subscribed (500 px)', async () => {
  const { page, errors } = await signInToStepFour(500);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'step4-plans-500');

  await page.getByRole('button', { name: 'Assinar: plano Sound Basic' }).click();
  await page.waitForURL((url) => url.origin !== platform.base);
  await pay(page, '4000 0000 0000 0002');
  await page.getByText('Seu cartão foi recusado.').waitFor();
  expect(new URL(page.url()).origin).not.toBe(platform.base);
  await shot(page, 'checkout-declined-500');

  // The cancel URL is / (which sends a signed-in user on to the dashboard).
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL((url) => url.origin === platform.base);
  await page.waitForURL('**/dashboardPage');
  expect(await mySubscription(page)).toMatchObject({ active: false, plan: { tier: 'free' } });

  await page.goto(`${platform.base}/profile/plan`);
  await page.getByRole('heading', { name: 'Free', exact: true }).first().waitFor();
  await page.getByText('Você está no plano Free.').waitFor();
  await page.getByRole('article', { name: 'Free' }).getByText('Seu plano atual').waitFor();
  await page.getByRole('button', { name: 'Assinar: plano Sound Pro' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'profile-plan-free-500');

  expect(errors).toEqual([]);
  await page.close();
}, 90000);

test('choosing Free completes the registration without payment; the landing page lists the same plans', async () => {
  const { page, errors } = await signInToStepFour(1200);
  await page.getByRole('button', { name: 'Começar grátis: plano Free' }).click();
  await page.waitForURL('**/register/step/success');
  await page.getByRole('heading', { name: 'Parabéns' }).waitFor();
  await page.getByText('Cadastro concluído com sucesso!').waitFor();
  await page.getByText('Sua conta está ativa no plano Free.', { exact: false }).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('registerUser'))).toBeNull();
  expect(await mySubscription(page)).toMatchObject({ active: false, plan: { tier: 'free' } });
  await shot(page, 'success-step-free');

  // Step 4 needs only the signed-in account: opened again, it offers the plans again.
  await page.goto(`${platform.base}/register/step/4`);
  await page.getByRole('heading', { name: 'Escolha seu plano' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();

  const landing = await open('/home#planos', 1200);
  const plans = landing.page.locator('#planos');
  await plans.getByRole('article').first().waitFor();
  expect(await plans.getByRole('article').getByRole('heading').allTextContents()).toEqual([
    'Free',
    'Sound Basic',
    'Sound Pro',
  ]);
  await plans.getByRole('link', { name: 'Assinar: plano Sound Basic' }).waitFor();
  expect(await plans.getByRole('link', { name: 'Começar grátis: plano Free' }).getAttribute('href')).toBe(
    '/onboarding/register',
  );
  await plans.screenshot({ path: `${SCREENSHOTS}/landing-plans.png` });
  expect(landing.errors).toEqual([]);
  await landing.page.close();
}, 90000);
