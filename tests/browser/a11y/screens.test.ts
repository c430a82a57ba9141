/// <reference lib="dom" />
// Issue #13 §5: axe-core over every main screen of the portal and the console, visitor and signed
// in, at 1280 and 390 px: no serious or critical violation. Forms are checked in their error state
// too, where an error text must be tied to its input.
import type { Page } from 'playwright-core';
import { consoleSignIn, grantAdmin, pendingRequestOf } from '../distribution/distributionSupport';
import { signIn, startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import { load, visit } from '../support/visit';
import { lowContrastText, seriousViolations } from './axe';

let platform: CataloguePlatform;
let producer: Account;
let admin: Account;
let requestId: string;

beforeAll(async () => {
  platform = await startCataloguePlatform();
  producer = await platform.createAccount('Paula Acessível');
  admin = await grantAdmin(platform, await platform.createAccount('Ana Administradora'));
  const categoryId = await platform.createCategory(producer.token, 'Samba');
  const soundId = await platform.createSound(producer.token, {
    name: 'Batida Acessível',
    type: 'Beats',
    key: 'Am',
    bpm: '85-100',
    categoryId,
    cover: true,
  });
  // Its publication request, for the request screen; then public, so every signed-in screen lists a card.
  requestId = (await pendingRequestOf(platform, admin, soundId)).id;
  await platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [soundId]);
}, 180_000);

afterAll(async () => {
  await platform?.stop();
});

const WIDTHS = [1280, 390] as const;

/** A page that lets axe's script in (the platform's CSP refuses inline scripts, rightly). */
async function openPage(width: number): Promise<Page> {
  const context = await platform.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  return context.newPage();
}

/**
 * Serious violations of the screen at rest. Found on a screen still settling (CI once reported
 * low contrast on a card's badges at 390 px that no other run saw), the check is made again once
 * no list is loading and every finite animation or transition has ended: what persists is what a
 * person reads, and fails.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  let found = await seriousViolations(page);
  if (found.length) {
    await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
    await page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    found = await seriousViolations(page);
  }
  if (found.length) {
    const report = found
      .map((finding) => `${finding.impact} ${finding.rule}: ${finding.help}\n    ${finding.targets.join('\n    ')}`)
      .join('\n');
    throw new Error(`${screen}: ${found.length} violação(ões) sérias ou críticas\n${report}`);
  }
}

const visitorScreens = [
  '/home',
  '/login',
  '/register/step/1',
  '/onboarding/register',
  '/forgotPasswordSendEmail',
  '/termsAndPrivacy/terms',
];

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(visitorScreens)('a visitor on %s', async (path) => {
    const page = await openPage(width);
    await page.goto(`${platform.base}${path}`);
    await page.locator('h1').first().waitFor();
    await expectNoSeriousViolations(page, path);
    await page.context().close();
  });

  test('the keyboard reaches the login fields and button in order, each with a ring at least 2 px wide', async () => {
    const page = await openPage(width);
    await load(page, `${platform.base}/login`, page.getByRole('button', { name: 'Entrar', exact: true }));
    const reached: { name: string; outline: number }[] = [];
    for (let press = 0; press < 40 && reached.length < 3; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return null;
        const name = element.getAttribute('autocomplete') ?? element.textContent?.trim() ?? '';
        return { name, outline: parseFloat(getComputedStyle(element).outlineWidth) || 0 };
      });
      if (focused && ['username', 'current-password', 'Entrar'].includes(focused.name)) reached.push(focused);
    }
    expect(reached.map((field) => field.name)).toEqual(['username', 'current-password', 'Entrar']);
    for (const field of reached) expect(field.outline).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  test('forms in their error state: login, registration, recovery', async () => {
    const page = await openPage(width);
    for (const [path, submit] of [
      ['/login', 'Entrar'],
      ['/register/step/1', 'Próximo'],
      ['/forgotPasswordSendEmail', 'Enviar link'],
    ] as const) {
      await load(page, `${platform.base}${path}`, page.getByRole('button', { name: submit, exact: true }));
      // Registration's next button waits for the terms: accepted, the rest left empty.
      if (path.startsWith('/register')) await page.locator('.chakra-checkbox__control').click();
      await page.getByRole('button', { name: submit, exact: true }).first().click();
      await page.locator('[aria-invalid=true]').first().waitFor();
      // Every field marked invalid says why, and the text is tied to it.
      const untied = await page.$$eval('[aria-invalid=true]', (fields) =>
        fields
          .filter((field) => {
            const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
            return !ids.some((id) => document.getElementById(id)?.textContent?.trim());
          })
          .map((field) => field.outerHTML.slice(0, 120)),
      );
      expect(untied).toEqual([]);
      await expectNoSeriousViolations(page, `${path} (erros)`);
    }
    await page.context().close();
  });

  // Fourteen screens, each checked by axe, reached inside the app as a person moves between them,
  // each once it shows its own heading and its data (the sound's card, or the list's empty text).
  test('a signed-in producer on the catalogue, profile and wizard screens', async () => {
    const page = await openPage(width);
    await signIn(page, platform.base, producer);
    const heading = (name: string, level = 1) => page.getByRole('heading', { name, level, exact: true });
    const sound = page.getByRole('article', { name: 'Batida Acessível', exact: true });
    for (const [path, ...shows] of [
      ['/dashboardPage', heading('Catálogo de sons'), sound],
      ['/dashboardPage/type/Beats', heading('Beats', 2), sound],
      ['/artists', heading('Artistas'), page.getByRole('link', { name: /Paula Acessível/ })],
      ['/albums', heading('Drum Kits'), page.getByText('Nenhum Drum Kit por aqui ainda.')],
      ['/profile/me', heading('Meu Perfil')],
      ['/profile/update', heading('Atualizar perfil')],
      ['/profile/plan', heading('Meu plano')],
      ['/profile/downloads', heading('Meus Downloads'), page.getByText('Você ainda não baixou nenhum som.')],
      ['/profile/uploads', heading('Meus Uploads'), sound],
      ['/profile/liked', heading('Minhas curtidas'), page.getByText('Você ainda não curtiu nenhum som.')],
      ['/profile/collections', heading('Minhas coleções'), page.getByText('Você ainda não tem coleções.')],
      ['/profile/requests', heading('Solicitações'), page.getByText('Batida Acessível')],
      [`/profile/request/${requestId}`, heading('Solicitar distribuição')],
      ['/sound/add/1', heading('Subir meu som')],
    ] as const) {
      await visit(page, path, shows[0]);
      for (const loaded of shows.slice(1)) await loaded.first().waitFor();
      // The facet counts ('Beats 1') arrive after the list: read with them (#43, their contrast).
      if (path === '/dashboardPage' && width > 780) {
        await page
          .getByRole('complementary', { name: 'Filtros' })
          .getByRole('button', { name: /^Beats/ })
          .filter({ hasText: /\d/ })
          .waitFor();
        expect(await lowContrastText(page, '[aria-label="Filtros"] button span[aria-hidden="true"]')).toEqual([]);
      }
      await expectNoSeriousViolations(page, path);
    }
    await page.context().close();
  }, 120_000);

  test('an administrator on the portal: the users list and a producer page', async () => {
    const page = await openPage(width);
    await signIn(page, platform.base, admin);
    // Each screen once it shows the producer: the users list's row, the producer page's card.
    for (const [path, loaded] of [
      ['/profile/users', page.getByText('Paula Acessível')],
      [`/producer/${encodeURIComponent('Paula Acessível')}`, page.getByRole('article')],
    ] as const) {
      await visit(page, path, loaded);
      await expectNoSeriousViolations(page, path);
    }
    await page.context().close();
  }, 60_000);

  test('an administrator on the console: sign-in, dashboard, every resource and Operações', async () => {
    const page = await openPage(width);
    await page.goto(`${platform.base}/console/`);
    await page.getByLabel('E-mail').waitFor();
    await expectNoSeriousViolations(page, 'console: entrar');
    await consoleSignIn(page, platform.base, admin);
    // Each screen with what says its data has come: after an in-app navigation the previous
    // screen is still at rest for a moment, so 'no loading indicator' alone proves nothing.
    const listLoaded = page
      .locator('main tbody .RaDataTable-row, main .RaSimpleList-root li, main .RaSimpleList-root a')
      .or(page.getByText(/^(Nenhuma? .* encontrad[oa]|Ainda não há)/));
    const screens = [
      ['#/', page.getByText(/^Verificado às/)],
      ['#/users', page.getByText(admin.email)],
      [`#/users/${admin.id}/show`, page.getByText('Sons enviados')],
      ['#/distribution-requests', listLoaded],
      ['#/sounds', listLoaded],
      ['#/categories', listLoaded],
      ['#/drum-kits', listLoaded],
      ['#/artists', listLoaded],
      ['#/subscriptions', listLoaded],
      ['#/operations', page.locator('tr[data-backfill]')],
    ] as const;
    for (const [hash, loaded] of screens) {
      await page.goto(`${platform.base}/console/${hash}`);
      await page.locator('main, [role=main]').first().waitFor();
      // Named, so a timeout says which screen never showed its data.
      await loaded
        .first()
        .waitFor({ state: 'attached' })
        .catch((error: Error) => {
          throw new Error(`console ${hash} at ${width} px: ${error.message}`);
        });
      // Checked at rest: no loading indicator (an indeterminate progressbar, react-admin's in the
      // app bar) and no placeholder left. A bar with a value is content, not loading: Operações'
      // backfill progress stays on screen (waiting for no progressbar at all timed out there).
      await page.waitForFunction(
        () =>
          !document.querySelector('[role=progressbar]:not([aria-valuenow]), .MuiSkeleton-root, .RaPlaceholder-root'),
      );
      await expectNoSeriousViolations(page, `console ${hash}`);
    }
    await page.context().close();
  }, 240_000);
});
