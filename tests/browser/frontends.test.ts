/// <reference lib="dom" />
// Page callbacks run in the browser, hence the DOM types.
import { mkdirSync } from 'node:fs';
import { eventually } from '@sampleteca/testing';
import { startAccountsPlatform, unlabelledInputs, type AccountsPlatform } from './accounts/accountsPlatform';

const SCREENSHOTS = 'var/screenshots';
let platform: AccountsPlatform;
let base: string;

const open = (path: string, width?: number) => platform.open(path, width);

beforeAll(async () => {
  platform = await startAccountsPlatform();
  base = platform.base;
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await platform?.stop();
});

test('a visitor opening / gets the light landing at once, with the plans from the billing API and a way to each', async () => {
  const { page, errors } = await open('/', 390);
  // The server wrote the whole page: the app's scripts are not even sent (issue #46).
  expect(await page.locator('script[type=module]').count()).toBe(0);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
    'Faça parte da maior plataforma brasileira de samples, acapelas e beats',
  );
  expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
  // The plans come from the billing API, drawn by the light page's own small script.
  await page.getByRole('heading', { level: 3, name: 'Sound Pro' }).waitFor();
  await page.getByText('R$ 119,00/mês').waitFor();
  expect(await page.getByRole('link', { name: 'Ver os planos e preços' }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // A question opens by keyboard, with no script: a native disclosure.
  const question = page.locator('summary', { hasText: 'Quanto custa para usar?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await page.getByText('O plano Free é gratuito durante a promoção de lançamento. Os planos').waitFor();
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/portal-light-landing-390.png`, fullPage: true });

  // Choosing a plan starts the sign-up in the app (the plan is chosen at its step 4).
  await page.getByRole('link', { name: 'Começar grátis: plano Free' }).click();
  await page.waitForURL(`${base}/onboarding/register`);
  await page.getByRole('link', { name: 'Continuar com e-mail' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

test('the home page works on a phone-sized screen', async () => {
  const { page, errors } = await open('/home', 390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/portal-home-390.png` });
  expect(errors).toEqual([]);
  await page.close();
});

test('a link to a section of the home page lands on it, after the sections above have loaded', async () => {
  const { page, errors } = await open('/home#faq', 390);
  // The plans above come from the API and the questions after the first paint: both move the page.
  await page.locator('#planos').getByText('Sound Pro').first().waitFor();
  const question = page.getByRole('button', { name: 'Quanto custa para usar?' });
  await question.waitFor();
  // At the top (below the header: its scroll margin), unless the page ends before it can be;
  // the scroll is smooth, so it gets there in a moment.
  await page.waitForFunction(
    () => {
      const section = document.getElementById('faq') as HTMLElement;
      const offset = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
      const atBottom = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
      return Math.abs(offset) <= 2 || (atBottom && offset > 0);
    },
    undefined,
    { timeout: 5000 },
  );
  await question.focus();
  await page.keyboard.press('Enter');
  await page.getByText('O plano Free é gratuito durante a promoção de lançamento.', { exact: false }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

test('a client-side route survives a reload (served index.html, then redirected)', async () => {
  const { page } = await open('/rota/que/nao/existe');
  await page.waitForURL(`${base}/home`);
  await page.close();
});

test('the landing page shows confirmed artists three at a time, each linking to its page', async () => {
  const names = ['Duda Beats', 'Léo Samples', 'Nina Acapelas', 'Rafa Melody'];
  for (const [index, fullName] of names.entries()) {
    const email = `carrossel${index}@example.com`;
    const response = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'segredo1',
        fullName,
        phone: '(11) 91234-5678',
        cpf: ['529.982.247-25', '390.533.447-05', '111.444.777-35', '123.456.789-09'][index],
        cep: '01310-100',
        producer: `Selo ${index}`,
      }),
    });
    expect(response.status).toBe(201);
  }
  const links = await eventually(async () => {
    const mail = (await (await fetch(`${base}/api/auth/dev/mailbox`)).json()) as { links: string[] }[];
    expect(mail).toHaveLength(names.length);
    return mail.map((message) => message.links[0]);
  });
  for (const link of links) await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
  await eventually(async () => {
    const page = (await (await fetch(`${base}/api/artists`)).json()) as { total: number };
    expect(page.total).toBe(names.length);
  });

  const { page, errors } = await open('/home');
  const carousel = page.getByRole('region', { name: 'Artistas em destaque' });
  await carousel.getByRole('link').first().waitFor();
  expect(await carousel.getByRole('link').count()).toBe(3);
  await page.getByRole('button', { name: 'Próximos artistas' }).click();
  await expect(carousel.getByRole('link').allTextContents()).resolves.toEqual([expect.stringContaining('Rafa Melody')]);
  expect(await carousel.getByRole('link').first().getAttribute('href')).toBe('/artist/Rafa%20Melody');
  await page.screenshot({ path: `${SCREENSHOTS}/portal-artists-carousel.png` });
  expect(errors).toEqual([]);
  await page.close();
});

test('the console renders its Portuguese login under /console', async () => {
  const { page, errors } = await open('/console/');
  // react-admin sends a signed-out visitor to its login route.
  await page.waitForURL(`${base}/console/#/login`);
  await page.getByLabel('E-mail').waitFor({ state: 'visible' });
  await page.getByLabel('Senha').waitFor({ state: 'visible' });
  await page.getByText('Console Sampleteca').first().waitFor({ state: 'visible' });
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/console-login.png` });
  // A signed-out visit asks the API nothing but public endpoints: no 401 noise in the console.
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});

test("the portal's script travels compressed and its hashed files are cached for a year; index.html is checked each time", async () => {
  const html = await (await fetch(`${base}/home`)).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const raw = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } });
  const rawBytes = (await raw.arrayBuffer()).byteLength;
  // fetch decodes what it receives: the header and the wire size tell what travelled.
  for (const [encoding, name] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const answer = await fetch(`${base}${script}`, { headers: { 'accept-encoding': encoding } });
    expect(answer.headers.get('content-encoding')).toBe(name);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(answer.headers.get('content-length'))).toBeLessThan(rawBytes / 2.5);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await answer.arrayBuffer()).byteLength).toBe(rawBytes);
  }
  expect(raw.headers.get('content-encoding')).toBeNull();
  const index = await fetch(`${base}/home`);
  expect(index.headers.get('cache-control')).toBe('no-cache');
});
