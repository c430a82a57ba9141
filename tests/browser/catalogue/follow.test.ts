/// <reference lib="dom" />
// Issue #33 §2 in a browser: a listener follows a producer from their page; when an administrator
// approves the producer's new sound, the listener's bell lights without a reload; the bell lists
// it and leads to it; 'Novidades' shows it; 'Seguindo' lists the producer and turns the daily
// digest on. At a phone's width the header keeps every control in view.
import { horizontalOverflow } from '../accounts/accountsPlatform';
import { seriousViolations } from '../a11y/axe';
import { grantAdmin, publishedSound } from '../distribution/distributionSupport';
import { SCREENSHOTS, card, catalogueScene, openOwnBrowser, type Account } from './browseSupport';
import { visit } from '../support/visit';
import { eventually } from '@sampleteca/testing';

let admin: Account;

const NEW_SOUND = 'Lançamento da Nina';

const scene = catalogueScene({ producer: 'Nina Lança', listener: 'Teo Segue' }, { category: 'Trap' });

beforeAll(async () => {
  admin = await grantAdmin(scene.platform, await scene.platform.createAccount('Ada Aprova'));
}, 240_000);

const openAsListener = (width: number) => openOwnBrowser(scene.platform, width, { signedInAs: scene.listener });

test('follow a producer; their new sound lights the bell live, and leads to it (1280 px)', async () => {
  const { page, errors } = await openAsListener(1280);
  await visit(
    page,
    `/artist/${encodeURIComponent(scene.producer.name)}`,
    page.getByRole('button', { name: `Seguir ${scene.producer.name}` }),
  );
  // By keyboard: the button keeps the focus while the follow is saved (a disabled one dropped it).
  await page.getByRole('button', { name: `Seguir ${scene.producer.name}` }).focus();
  await page.keyboard.press('Enter');
  const followed = page.getByRole('button', { name: `Seguindo ${scene.producer.name}`, pressed: true });
  await followed.waitFor();
  expect(await followed.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.getByText('1 seguidor', { exact: true }).waitFor();
  const bell = page.getByRole('button', { name: /^Novidades/ });
  expect(await bell.getAttribute('aria-label')).toBe('Novidades');

  // The administrator approves the producer's new sound: the bell changes with no reload.
  const soundId = await publishedSound(scene.platform, scene.producer, admin, {
    name: NEW_SOUND,
    type: 'Beats',
    key: 'Am',
    bpm: '130-150',
    categoryId: scene.categoryId,
  });
  await page.getByRole('button', { name: 'Novidades: 1 não lida' }).waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/follow-bell-lit.png` });

  await bell.click();
  const entry = page.getByRole('link', { name: new RegExp(NEW_SOUND) });
  await entry.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await entry.click();
  await page.waitForURL(`**/s/${soundId}`);
  await card(page, NEW_SOUND).waitFor();
  // Opened, read: the bell is dark again.
  await page.getByRole('button', { name: 'Novidades', exact: true }).waitFor();

  await visit(page, '/profile/news', card(page, NEW_SOUND));
  await visit(page, '/profile/following', page.getByRole('link', { name: scene.producer.name }));
  // The switch (its input visually hidden) is enabled once the digest setting has loaded.
  const digest = page.getByRole('checkbox', {
    name: 'Receber por e-mail um resumo diário das novidades',
    disabled: false,
  });
  await digest.waitFor({ state: 'attached' });
  await digest.check({ force: true });
  await page.getByText('Resumo diário ligado').waitFor();
  expect(
    (await scene.platform.api<{ subscribed: boolean }>(scene.listener.token, 'GET', '/api/notifications/digest')).body,
  ).toEqual({ subscribed: true });
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('at a phone’s width the header keeps the bell and every control in view; unfollowing works', async () => {
  const { page, errors } = await openAsListener(390);
  await visit(page, '/profile/following', page.getByRole('link', { name: scene.producer.name }));
  for (const control of [
    page.getByRole('button', { name: /^Novidades/ }),
    page.getByRole('button', { name: 'Abrir menu' }),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/follow-following-390.png`, fullPage: true });
  await page.getByRole('button', { name: `Seguindo ${scene.producer.name}` }).click();
  // The button changes at once (optimistic) and the row leaves 'Seguindo' once the server has
  // confirmed, which may be before the changed button could be seen: read what the server holds.
  await eventually(async () =>
    expect(
      (await scene.platform.api<{ ids: string[] }>(scene.listener.token, 'GET', '/api/following/ids')).body.ids,
    ).toEqual([]),
  );
  expect(errors).toEqual([]);
});
