/// <reference lib="dom" />
// Issue 16, Operações in a browser: an administrator sees a mail job that failed while the SMTP
// server was out of reach, retries it and sees it leave the failed list (and the mail arrive); sees
// an event the catalogue gave up on, inspects its envelope, replays it and sees it gone (and the
// catalogue apply it).
import { mkdirSync } from 'node:fs';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { BARE_PUBLIC_PROFILE } from '@sampleteca/contracts';
import { eventually } from '@sampleteca/testing';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { consoleSignIn } from '../distribution/distributionSupport';
import { startOperationsPlatform, type OperationsPlatform } from './operationsSupport';

const SCREENSHOTS = 'var/screenshots/console';
const RECIPIENT = 'nina.operacoes@example.com';

let platform: OperationsPlatform;
let admin: { email: string; password: string; token: string };
let db: Client;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  platform = await startOperationsPlatform();
  admin = await platform.createAdmin();
  db = new Client({ connectionString: platform.databaseUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await platform?.stop();
});

async function openOperations(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await platform.open('/console/', width);
  await consoleSignIn(opened.page, platform.base, admin);
  if (width >= 900) {
    await opened.page.getByRole('menuitem', { name: 'Operações' }).click();
  } else {
    await opened.page.goto(`${platform.base}/console/#/operations`);
  }
  await opened.page.getByRole('heading', { level: 1, name: 'Operações' }).waitFor();
  return opened;
}

test('um admin tenta de novo um job que falhou e o vê sair da lista de falhas', async () => {
  // The SMTP server out of reach: the mail job fails (one attempt, as if its eight were spent).
  await platform.smtp.cut();
  const jobId = await platform.queueMail(
    { to: RECIPIENT, template: 'recovery', name: 'Nina', link: `${platform.base}/api/auth/verify?type=recovery` },
    { attempts: 1 },
  );
  await eventually(async () => {
    const failed = await platform.api<{ id: string }[]>(
      admin.token,
      '/api/admin/identity/queues/mail/failed-jobs?range=[0,9]',
    );
    expect(failed.body.map((job) => job.id)).toContain(jobId);
  }, 20_000);
  await platform.smtp.restore();

  const { page, errors } = await openOperations();
  const queues = page.getByRole('table', { name: 'Filas de jobs' });
  const mailRow = queues.locator('tr[data-queue="mail"]');
  await mailRow.waitFor();
  expect(await mailRow.locator('td').allTextContents()).toEqual(['mail', '0', '0', '0', '1', expect.any(String)]);

  const failures = page.getByRole('region', { name: 'Identidade · mail' });
  const row = failures.getByRole('row').filter({ hasText: jobId });
  await row.waitFor();
  await row.getByText('ECONNREFUSED').waitFor();
  expect(await row.textContent()).toContain('1/1');
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/operations-failed-job-1280.png`, fullPage: true });

  await row.getByRole('button', { name: 'Tentar de novo' }).click();
  await page.getByText('Job enviado de volta à fila.').waitFor();
  await failures.waitFor({ state: 'detached' });
  await page
    .getByRole('region', { name: 'Jobs com falha' })
    .getByText('Nenhum job com falha.')
    .waitFor({ timeout: 15_000 });

  // It ran again, and this time the mail went out.
  await eventually(async () => {
    const mails = await platform.mailbox();
    expect(mails.filter((mail) => mail.to.includes(RECIPIENT))).toHaveLength(1);
  }, 20_000);
  await eventually(async () => expect(await mailRow.locator('td').nth(4).textContent()).toBe('0'), 20_000);
  expect(errors).toEqual([]);
  await page.close();
});

test('um admin inspeciona um evento da fila morta, o reenvia e o vê sumir (e o catálogo o aplica)', async () => {
  // user.email-confirmed overtakes user.registered by more than the retries wait: the catalogue
  // does not know the profile yet and gives up on it.
  const userId = crypto.randomUUID();
  const email = `zeca.${userId.slice(0, 8)}@example.com`;
  const eventId = await platform.publish('user.email-confirmed', 'identity', {
    userId,
    email,
    confirmedAt: new Date().toISOString(),
  });
  await eventually(async () => {
    const letters = await platform.api<{ id: string }[]>(admin.token, '/api/admin/catalogue/dead-letters');
    expect(letters.body.map((letter) => letter.id)).toEqual([eventId]);
  }, 20_000);
  // The registration arrives late; the profile exists, still unconfirmed.
  await platform.publish('user.registered', 'identity', {
    userId,
    fullName: 'Zeca Tardio',
    ...BARE_PUBLIC_PROFILE,
    email,
    provider: 'email',
    emailConfirmed: false,
  });
  const confirmed = async () =>
    (await db.query('SELECT email_confirmed FROM catalogue.profiles WHERE user_id = $1', [userId])).rows[0]
      ?.email_confirmed;
  await eventually(async () => expect(await confirmed()).toBe(false), 20_000);

  const { page, errors } = await openOperations();
  const catalogue = page.getByRole('region', { name: 'Catálogo', exact: true });
  const row = catalogue.getByRole('row').filter({ hasText: eventId });
  await row.waitFor();
  expect(await row.textContent()).toContain('user.email-confirmed');
  await row.getByText(`perfil ${userId} ainda não conhecido`).waitFor();

  await row.getByRole('button', { name: 'Inspecionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evento user.email-confirmed' });
  await dialog.waitFor();
  for (const text of [eventId, 'identity', `"userId": "${userId}"`, `"email": "${email}"`, '"x-attempt": "2"'])
    await dialog.getByText(text, { exact: false }).first().waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/operations-dead-letter-1280.png`, fullPage: true });

  await dialog.getByRole('button', { name: 'Reenviar' }).click();
  await page.getByText('Evento reenviado ao consumidor.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await catalogue.getByText('Nenhum evento na fila morta.').waitFor({ timeout: 15_000 });
  expect(await catalogue.getByRole('row').filter({ hasText: eventId }).count()).toBe(0);

  // Its effect: the catalogue now knows the e-mail is confirmed.
  await eventually(async () => expect(await confirmed()).toBe(true), 20_000);
  expect(errors).toEqual([]);
  await page.close();
});

test('a tela de Operações cabe num celular (390 px)', async () => {
  const { page, errors } = await openOperations(390);
  await page.getByRole('table', { name: 'Filas de jobs' }).locator('tr[data-queue="mail"]').waitFor();
  await page
    .getByRole('table', { name: 'Outbox' })
    .getByRole('row', { name: /Identidade/ })
    .waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/operations-390.png`, fullPage: true });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

test('um admin vê quanto dos preenchimentos em segundo plano já foi feito (#34)', async () => {
  const { page, errors } = await openOperations();
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM media.audio_files WHERE status = 'ready' AND deleted_at IS NULL`,
  );
  const backfills = page.getByRole('table', { name: 'Preenchimentos' });
  const timbre = backfills.locator('tr[data-backfill="timbre"]');
  await timbre.waitFor();
  expect(await timbre.getByRole('cell').last().textContent()).toBe(`${rows[0].n} de ${rows[0].n} (100 %)`);
  const bar = timbre.getByRole('progressbar', { name: 'Timbre dos sons (Sons parecidos)' });
  expect(await bar.getAttribute('aria-valuenow')).toBe('100');
  await backfills.locator('tr[data-backfill="timbre-cells"]').waitFor();
  // #44: the tags media's timbre backfill brings to sounds processed before readings.
  await backfills
    .locator('tr[data-backfill="sound-tags"]')
    .getByRole('progressbar', { name: 'Instrumento e formato dos sons (etiquetas)' })
    .waitFor();
  expect(errors).toEqual([]);
  await page.close();
});
