/// <reference lib="dom" />
// Spec 1 §2/§4: the registration wizard, e-mail confirmation, sign-in, profile and sign-out, as a person does them.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  SCREENSHOTS,
  clearField,
  field,
  fieldErrors,
  horizontalOverflow,
  startAccountsPlatform,
  unlabelledInputs,
  validCpf,
  type AccountsPlatform,
  signOutFromAccountMenu,
} from './accountsPlatform';
import { load } from '../support/visit';

let platform: AccountsPlatform;
let avatarPng: Buffer;

beforeAll(async () => {
  platform = await startAccountsPlatform();
  avatarPng = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await platform?.stop();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

for (const width of [1280, 390]) {
  test(`a visitor registers, confirms the e-mail, goes on to the plan, completes the profile and signs out (${width} px)`, async () => {
    const email = `ana.${width}.${Date.now()}@example.com`;
    const { page, errors } = await platform.open('/register/step/1', width);
    const suffix = width === 1280 ? '' : `-${width}`;

    // Step 1: the next button waits for the terms box; the masks refuse what is incomplete.
    await page.getByText('Preencha suas informações pessoais').waitFor();
    expect(await page.getByRole('button', { name: 'Próximo' }).isDisabled()).toBe(true);
    await field(page, 'Nome completo').fill('Ana Produtora');
    await field(page, 'E-mail').fill(email);
    await page.locator('input[name=password]').fill('segredo1');
    await field(page, 'Telefone').pressSequentially('11987654321');
    await field(page, 'CPF').pressSequentially('11111111111');
    await field(page, 'CEP').pressSequentially('0131');
    await field(page, 'Produtora/selo').fill('Selo da Ana');
    expect(await field(page, 'Telefone').inputValue()).toBe('(11) 98765-4321');
    await page.locator('.chakra-checkbox__control').click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(fieldErrors(page)).resolves.toEqual(['CPF inválido', 'CEP inválido']);
    expect(await unlabelledInputs(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `register-step1-errors${suffix}`);

    await clearField(page, field(page, 'CPF'));
    await field(page, 'CPF').pressSequentially(validCpf());
    await clearField(page, field(page, 'CEP'));
    await field(page, 'CEP').pressSequentially('01310100');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Step 2: the draft lives in session storage; the account is created here.
    await page.waitForURL('**/register/step/2');
    const draft = JSON.parse((await page.evaluate(() => sessionStorage.getItem('registerUser'))) ?? '{}');
    expect(draft).toMatchObject({ email, cep: '01310-100', phone: '(11) 98765-4321', producer: 'Selo da Ana' });
    await field(page, 'Instagram').fill('https://instagram.com/ana');
    await page.locator('input[type=file]').setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: avatarPng });
    await page.getByRole('button', { name: 'Trocar foto' }).waitFor();
    await shot(page, `register-step2${suffix}`);
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    // Step 3: waits for the confirmation, then enables the next button.
    await page.waitForURL('**/register/step/3');
    await page.getByText('Aguardando a confirmação do e-mail...').waitFor();
    expect(await page.getByRole('button', { name: 'Próximo' }).isDisabled()).toBe(true);
    const afterSignup = JSON.parse((await page.evaluate(() => sessionStorage.getItem('registerUser'))) ?? '{}');
    expect(afterSignup.registration_token).toEqual(expect.any(String));
    expect(afterSignup.password).toBeUndefined();
    await shot(page, `register-step3-waiting${suffix}`);

    const confirmation = await platform.mailLink(email, 'type=signup');
    const mailTab = await platform.browser.newPage({ viewport: { width, height: 900 } });
    await load(mailTab, confirmation, mailTab.getByRole('heading', { name: 'Email confirmado com sucesso!' }));
    expect(new URL(mailTab.url()).pathname).toBe('/emailConfirmed');
    await mailTab.screenshot({ path: `${SCREENSHOTS}/email-confirmed${suffix}.png` });
    await mailTab.close();

    await page.getByText('Agora, você pode continuar o cadastro normalmente.').waitFor({ timeout: 5000 });
    await shot(page, `register-step3-confirmed${suffix}`);
    await page.getByRole('button', { name: 'Próximo' }).click();

    // The browser that registered goes straight on to step 4, the plan choice, signed in.
    await page.waitForURL('**/register/step/4');
    await page.getByRole('heading', { name: 'Escolha seu plano' }).waitFor();
    await shot(page, `register-step4${suffix}`);

    // Step 4: Free needs no payment (paid plans: tests/browser/billing); the success step ends the wizard.
    await page.getByRole('button', { name: 'Começar grátis: plano Free' }).click();
    await page.waitForURL('**/register/step/success');
    await page.getByText('Cadastro concluído com sucesso!').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('registerUser'))).toBeNull();
    await page.getByRole('link', { name: 'Continuar' }).click();
    await page.waitForURL('**/dashboardPage');

    // An incomplete profile is flagged on the dashboard and on the profile.
    await page.getByText('Por favor, complete seu perfil.').first().waitFor();
    await page.goto(`${platform.base}/profile/me`);
    await page.getByText('Por favor, complete seu perfil.').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('profile-status'))).toBe('incomplete');
    await page.getByRole('img', { name: 'Sua foto de perfil' }).waitFor();
    await shot(page, `profile-me-incomplete${suffix}`);

    // Profile form: a CPF failing the check digits is refused under the field.
    await page.getByRole('link', { name: 'Editar perfil' }).click();
    await page.waitForURL('**/profile/update');
    await clearField(page, field(page, 'CPF'));
    await field(page, 'CPF').pressSequentially('12345678900');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(fieldErrors(page)).resolves.toEqual(['CPF inválido']);
    await shot(page, `profile-update-cpf-invalid${suffix}`);

    await clearField(page, field(page, 'CPF'));
    await field(page, 'CPF').pressSequentially(validCpf());
    await field(page, 'Facebook').fill('https://facebook.com/ana');
    await field(page, 'YouTube').fill('https://youtube.com/@ana');
    await field(page, 'TikTok').fill('https://tiktok.com/@ana');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: avatarPng });
    await page.getByText('Enviando imagem...').waitFor({ state: 'detached' });
    expect(await unlabelledInputs(page)).toEqual([]);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.waitForURL('**/profile/me');
    await page.getByText('Perfil completo').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('profile-status'))).toBeNull();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `profile-me-complete${suffix}`);

    // Sign-out: session and local storage cleared, back on the landing page.
    if (width === 1280) {
      await signOutFromAccountMenu(page);
    } else {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Sair' }).click();
    }
    await page.waitForURL('**/home');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(`${platform.base}/profile/me`);
    await page.waitForURL('**/login');

    expect(errors).toEqual([]);
    await page.close();
  });
}

test('confirmed in one browser, signed in from another with ?next=, the plan step is where it lands', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/register/step/4', 1280);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/register/step/4');
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/register/step/4');
  await page.getByRole('heading', { name: 'Escolha seu plano' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});
