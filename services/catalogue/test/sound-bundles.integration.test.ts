import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signBundleManifest } from '@sampleteca/contracts';
import { createEnvelope, EventPublisher } from '@sampleteca/messaging';
import { appendFile, eventually, servedDownloadsApplied, zipEntries } from '@sampleteca/testing';
import { CatalogueAndMediaApi, names, type TestUser } from './support/catalogue-api';

// 'Baixar kit' and 'Baixar curtidas' through the three services: the catalogue picks the sounds
// the person may download and signs a manifest; media streams the ZIP and counts each sound once.
// The catalogue here, media in a built platform beside it.
const run = promisify(execFile);
const api = new CatalogueAndMediaApi();
/** Media's routes are served by the platform beside. */
const mediaUrl = () => api.urlFor('/media');
let workDir: string;
let mediaDir: string;
let producer: TestUser;
let guest: TestUser;
let listener: TestUser;
let kitId: string;
/** What each sound's file was when uploaded, by the name it has in the ZIP. */
const uploaded = new Map<string, Buffer>();
const ids: Record<string, string> = {};

type Grant = {
  action: string;
  manifest: string;
  signature: string;
  fileName: string;
  included: number;
  skipped: { plan: number; notReady: number; overLimit: number };
  limit: number;
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sampleteca-bundles-'));
  mediaDir = join(workDir, 'media');
  await api.start({ MEDIA_LOCAL_DIR: mediaDir });
  [producer, guest, listener] = await Promise.all([
    api.user('Ana Produtora'),
    api.user('Beto Batidas'),
    api.user('Lia Ouvinte'),
  ]);
  // The label ('produtora') a profile gives follows the producer's name in LICENCA.txt.
  await api.db.query(
    `UPDATE catalogue.profiles SET producer = CASE user_id WHEN $1 THEN 'Selo Solar' ELSE NULL END
      WHERE user_id = ANY($2::uuid[])`,
    [producer.id, [producer.id, guest.id, listener.id]],
  );
  kitId = await drumKit(producer, 'Kit Verão');
  // Oldest first: the ZIP follows the kit page, newest first.
  // Two sounds called 'Caixa': the newer keeps the name in the ZIP.
  ids.caixaAna = await readySound(producer, 'Caixa', 'wav', 220, { inZip: 'Caixa (2).wav' });
  ids.caixaBeto = await readySound(guest, 'Caixa', 'wav', 330);
  ids.grave = await readySound(guest, 'Grave', 'mp3', 110);
  ids.exclusivo = await readySound(producer, 'Baixo Exclusivo', 'wav', 440, { paid: true });
  ids.minha = await readySound(listener, 'Minha Linha', 'wav', 550, { paid: true });
  // Seen but still processing: left out and said so. Private to someone else: not seen at all.
  const processing = await api.sound(producer, { name: 'Em Processamento', drumKitId: kitId });
  await api.db.query(`UPDATE catalogue.audio_files SET status = 'processing' WHERE audio_id = $1`, [
    (processing.audio as { id: string }).id,
  ]);
  await api.sound(guest, { name: 'Rascunho Privado', drumKitId: kitId }, false);
}, 240_000);

afterAll(async () => {
  await api.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function drumKit(owner: TestUser, name: string): Promise<string> {
  const answer = await api.as(owner, 'POST', '/drum-kits', { name });
  expect(answer.status).toBe(201);
  return (answer.body.drumKit as { id: string }).id;
}

/** A 2 s tone made with ffmpeg, uploaded to media and saved in the kit once media has processed it. */
async function readySound(
  owner: TestUser,
  name: string,
  format: 'wav' | 'mp3',
  frequency: number,
  options: { paid?: boolean; inZip?: string } = {},
): Promise<string> {
  const file = join(workDir, `${frequency}.${format}`);
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=2`, file]);
  const data = await readFile(file);
  const form = new FormData();
  appendFile(form, { data, name: `tom.${format}`, type: format === 'wav' ? 'audio/wav' : 'audio/mpeg' });
  const answer = await fetch(`${mediaUrl()}/api/media/audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(answer.status).toBe(201);
  const { id: audioId } = (await answer.json()) as { id: string };
  const sound = await api.sound(owner, { audioId, name, drumKitId: kitId });
  if (options.paid) await api.db.query('UPDATE catalogue.sounds SET is_free = false WHERE id = $1', [sound.id]);
  await eventually(async () => {
    expect((await api.as(owner, 'GET', `/sounds/${sound.id}`)).body.audio).toMatchObject({ status: 'ready' });
  }, 30_000);
  uploaded.set(options.inZip ?? `${name}.${format}`, data);
  return sound.id;
}

async function grant(user: TestUser, path: string): Promise<Grant> {
  const answer = await api.as(user, 'POST', path);
  expect(answer).toMatchObject({ status: 200 });
  return answer.body as unknown as Grant;
}

/** Posts the manifest to media the way the portal's form does. */
function post(fields: { action?: string; manifest: string; signature: string }): Promise<Response> {
  return fetch(`${mediaUrl()}${fields.action ?? '/api/media/bundles'}`, {
    method: 'POST',
    body: new URLSearchParams({ manifest: fields.manifest, signature: fields.signature }),
  });
}

async function zipOf(fields: Grant): Promise<Map<string, Buffer>> {
  const answer = await post(fields);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  return zipEntries(Buffer.from(await answer.arrayBuffer()));
}

const downloadsOf = async (soundId: string) => (await api.as(listener, 'GET', `/sounds/${soundId}`)).body.downloads;

async function paidPlan(user: TestUser): Promise<void> {
  await api.platform.app.get(EventPublisher).publish(
    createEnvelope('billing', 'billing.entitlement-changed', {
      userId: user.id,
      tier: 'pro',
      status: 'active',
      subscriptionId: `sub_${user.id}`,
      currentPeriodEnd: null,
    }),
  );
  await eventually(async () =>
    expect((await api.as(user, 'POST', `/sounds/${ids.exclusivo}/downloads`)).status).toBe(200),
  );
}

test('a free listener gets the free sounds and their own as the files uploaded, with LICENCA.txt; the rest is said', async () => {
  const fields = await grant(listener, `/drum-kits/${kitId}/downloads`);
  expect(fields).toMatchObject({
    action: '/api/media/bundles',
    fileName: 'Kit Verão.zip',
    included: 4,
    skipped: { plan: 1, notReady: 1, overLimit: 0 },
    limit: 200,
  });
  const answer = await post(fields);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Kit%20Ver%C3%A3o.zip");
  const entries = zipEntries(Buffer.from(await answer.arrayBuffer()));
  // Newest first, as the kit page lists them; the second 'Caixa' made unique; WAVs as WAVs.
  expect([...(await entries).keys()]).toEqual([
    'LICENCA.txt',
    'Minha Linha.wav',
    'Grave.mp3',
    'Caixa.wav',
    'Caixa (2).wav',
  ]);
  for (const [name, bytes] of await entries) {
    if (name !== 'LICENCA.txt') expect({ name, same: bytes.equals(uploaded.get(name)!) }).toEqual({ name, same: true });
  }

  const licence = (await entries).get('LICENCA.txt')!.toString('utf8');
  expect(licence).toContain('Drum Kit "Kit Verão", baixado em');
  expect(licence).toContain('Licenciado para: Lia Ouvinte.');
  expect(licence).toMatch(
    /1\. Minha Linha \(Samples\)\r\n {3}Arquivo: Minha Linha\.wav\r\n {3}Produtor: Lia Ouvinte\r\n {3}Licença: seu próprio som/,
  );
  expect(licence).toMatch(
    /Grave \(Samples\)\r\n {3}Arquivo: Grave\.mp3\r\n {3}Produtor: Beto Batidas\r\n {3}Licença: gratuito/,
  );
  expect(licence).toMatch(/Arquivo: Caixa \(2\)\.wav\r\n {3}Produtor: Ana Produtora \(Selo Solar\)/);
  expect(licence).toContain('não pode:\r\n- revender, sublicenciar ou redistribuir os arquivos originais');
  expect(licence).toContain('/termsAndPrivacy/terms');
  expect(licence).not.toContain('Baixo Exclusivo');

  // Each sound in the ZIP counts once for this person; what was left out counts nothing.
  for (const id of [ids.minha, ids.grave, ids.caixaAna, ids.caixaBeto]) {
    await eventually(async () => expect(await downloadsOf(id)).toBe(1), 10_000);
  }
  expect(await downloadsOf(ids.exclusivo)).toBe(0);
  // 'Meu painel' counts each file as what the ZIP held: the WAVs as originals, the MP3 as an MP3.
  const totals = async (user: TestUser) => (await api.as(user, 'GET', '/library/stats?days=7')).body.totals;
  expect(await totals(guest)).toMatchObject({ downloadsMp3: 1, downloadsOriginal: 1 });
  expect(await totals(producer)).toMatchObject({ downloadsMp3: 0, downloadsOriginal: 1 });
  expect(await totals(listener)).toMatchObject({ downloadsMp3: 0, downloadsOriginal: 1 });
  expect(names(await api.as(listener, 'GET', '/library/downloads')).sort()).toEqual(
    ['Caixa', 'Caixa', 'Grave', 'Minha Linha'].sort(),
  );
});

test('a paid plan opens every sound; the kit twice, or after a single download, counts each sound once', async () => {
  const subscriber = await api.user('Sofia Assinante');
  await paidPlan(subscriber);
  const before = Object.fromEntries(
    await Promise.all(Object.entries(ids).map(async ([k, id]) => [k, await downloadsOf(id)])),
  );

  // 'Grave' downloaded on its own first: the kit does not count it again.
  const single = await api.as(subscriber, 'POST', `/sounds/${ids.grave}/downloads`);
  await (await fetch(`${mediaUrl()}${String(single.body.url)}`)).arrayBuffer();
  await eventually(async () => expect(await downloadsOf(ids.grave)).toBe(before.grave + 1), 10_000);

  for (let time = 0; time < 2; time++) {
    const fields = await grant(subscriber, `/drum-kits/${kitId}/downloads`);
    expect(fields).toMatchObject({ included: 5, skipped: { plan: 0, notReady: 1, overLimit: 0 } });
    const entries = await zipOf(fields);
    expect(entries.get('Baixo Exclusivo.wav')?.equals(uploaded.get('Baixo Exclusivo.wav')!)).toBe(true);
    expect(entries.get('LICENCA.txt')!.toString()).toContain(
      'Licença: exclusivo dos planos pagos (liberado pelo seu plano)',
    );
  }
  for (const [key, id] of Object.entries(ids)) {
    await eventually(
      async () => expect({ key, downloads: await downloadsOf(id) }).toEqual({ key, downloads: before[key] + 1 }),
      10_000,
    );
  }
  await servedDownloadsApplied(api.db);
  for (const [key, id] of Object.entries(ids)) {
    expect({ key, downloads: await downloadsOf(id) }).toEqual({ key, downloads: before[key] + 1 });
  }
  const mine = (await api.as(subscriber, 'GET', '/library/downloads')).body.items as { id: string }[];
  expect(mine.map((sound) => sound.id).sort()).toEqual(Object.values(ids).sort());
});

test('nothing the plan allows: 403 PLAN_REQUIRED with the plans page; empty, unknown or unready kits say so', async () => {
  const paidKit = await drumKit(producer, 'Kit Exclusivo');
  const paid = await api.sound(producer, { name: 'Só Assinantes', drumKitId: paidKit });
  await api.db.query('UPDATE catalogue.sounds SET is_free = false WHERE id = $1', [paid.id]);
  expect(await api.as(listener, 'POST', `/drum-kits/${paidKit}/downloads`)).toMatchObject({
    status: 403,
    body: {
      code: 'PLAN_REQUIRED',
      message: 'Estes sons são exclusivos dos planos pagos. Assine um plano para baixá-los.',
      details: { plansUrl: '/profile/plan', skipped: { plan: 1, notReady: 0 } },
    },
  });
  // Its producer downloads their own.
  expect((await api.as(producer, 'POST', `/drum-kits/${paidKit}/downloads`)).body).toMatchObject({ included: 1 });

  // An empty kit is its owner's alone (#29 §4): missing to others, empty to its owner.
  const emptyKit = await drumKit(producer, 'Kit Vazio');
  expect(await api.as(producer, 'POST', `/drum-kits/${emptyKit}/downloads`)).toMatchObject({
    status: 404,
    body: { code: 'BUNDLE_EMPTY', message: 'Este Drum Kit ainda não tem sons para baixar.' },
  });
  expect(await api.as(listener, 'POST', `/drum-kits/${emptyKit}/downloads`)).toMatchObject({
    status: 404,
    body: { code: 'DRUM_KIT_NOT_FOUND', message: 'Drum Kit não encontrado' },
  });
  expect(await api.as(listener, 'POST', '/drum-kits/00000000-0000-4000-8000-000000000000/downloads')).toMatchObject({
    status: 404,
    body: { code: 'DRUM_KIT_NOT_FOUND', message: 'Drum Kit não encontrado' },
  });
  expect((await api.as(listener, 'POST', '/drum-kits/nada/downloads')).status).toBe(404);

  const waitingKit = await drumKit(producer, 'Kit Chegando');
  const waiting = await api.sound(producer, { name: 'Ainda Processando', drumKitId: waitingKit });
  await api.db.query(`UPDATE catalogue.audio_files SET status = 'processing' WHERE audio_id = $1`, [
    (waiting.audio as { id: string }).id,
  ]);
  expect(await api.as(listener, 'POST', `/drum-kits/${waitingKit}/downloads`)).toMatchObject({
    status: 409,
    body: { code: 'SOUND_NOT_READY', details: { skipped: { plan: 0, notReady: 1 } } },
  });
  expect((await api.call('POST', `/drum-kits/${kitId}/downloads`)).status).toBe(401);
});

test('a tampered, forged or expired manifest answers 403 in Portuguese and counts nothing', async () => {
  const stranger = await api.user('Caio Curioso');
  const fields = await grant(stranger, `/drum-kits/${kitId}/downloads`);
  const refused = async (body: { manifest: string; signature: string }) => {
    const answer = await post(body);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({
      code: 'MEDIA_LINK_INVALID',
      message: 'Este download expirou ou é inválido. Clique em baixar de novo.',
    });
  };
  const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  await refused({ manifest: fields.manifest, signature: flip(fields.signature, 0) });
  await refused({ manifest: flip(fields.manifest, 10), signature: fields.signature });
  const manifest = {
    userId: stranger.id,
    fileName: 'Kit.zip',
    licence: '',
    entries: [{ audioId: await audioOf(ids.grave), soundId: ids.grave, fileName: 'Grave.mp3' }],
  };
  await refused(
    signBundleManifest({ ...manifest, expires: Math.floor(Date.now() / 1000) + 60 }, 'outro segredo qualquer'),
  );
  const expired = signBundleManifest({ ...manifest, expires: Math.floor(Date.now() / 1000) - 1 }, api.urlSecret());
  await refused(expired);
  // The portal's form post is a page the browser shows: the refusal is one a person reads.
  const asPage = await fetch(`${mediaUrl()}/api/media/bundles`, {
    method: 'POST',
    headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    body: new URLSearchParams(expired),
  });
  expect(asPage.status).toBe(403);
  expect(asPage.headers.get('content-type')).toMatch(/^text\/html/);
  const page = await asPage.text();
  expect(page).toContain('<p>Este download expirou ou é inválido. Clique em baixar de novo.</p>');
  expect(page).toMatch(/<a href="http:\/\/[^"]+\/dashboardPage">Voltar para a Sampleteca<\/a>/);
  const missingField = await fetch(`${mediaUrl()}/api/media/bundles`, {
    method: 'POST',
    body: new URLSearchParams({ manifest: fields.manifest }),
  });
  expect(missingField.status).toBe(400);

  await servedDownloadsApplied(api.db);
  expect((await api.as(stranger, 'GET', '/library/downloads')).body.items).toEqual([]);
});

test('a file gone from storage is left out of a valid ZIP, named in FALTANDO.txt, and not counted', async () => {
  const late = await api.user('Duda Atrasada');
  const fields = await grant(late, `/drum-kits/${kitId}/downloads`);
  const graveAudio = await audioOf(ids.grave);
  const grave = (await files()).find((file) => file.includes(`${graveAudio}/original.mp3`))!;
  await rename(grave, `${grave}.sumido`);
  try {
    const entries = await zipOf(fields);
    expect([...entries.keys()]).toEqual(['LICENCA.txt', 'Caixa.wav', 'Caixa (2).wav', 'FALTANDO.txt']);
    expect(entries.get('FALTANDO.txt')!.toString()).toContain('- Grave.mp3');
  } finally {
    await rename(`${grave}.sumido`, grave);
  }
  await eventually(async () =>
    expect(names(await api.as(late, 'GET', '/library/downloads'))).toEqual(['Caixa', 'Caixa']),
  );
  await servedDownloadsApplied(api.db);
  expect(names(await api.as(late, 'GET', '/library/downloads'))).not.toContain('Grave');
});

test('the liked list as one ZIP: what the plan allows, named "Minhas curtidas.zip"; none liked says so', async () => {
  const fan = await api.user('Fã de Tudo');
  expect(await api.as(fan, 'POST', '/library/likes/downloads')).toMatchObject({
    status: 404,
    body: { code: 'BUNDLE_EMPTY', message: 'Você ainda não curtiu nenhum som.' },
  });
  for (const id of [ids.caixaAna, ids.exclusivo, ids.grave]) {
    expect((await api.as(fan, 'PUT', `/sounds/${id}/like`, { liked: true })).status).toBe(200);
  }
  const fields = await grant(fan, '/library/likes/downloads');
  expect(fields).toMatchObject({ fileName: 'Minhas curtidas.zip', included: 2, skipped: { plan: 1, notReady: 0 } });
  const entries = await zipOf(fields);
  // The latest like first.
  expect([...entries.keys()]).toEqual(['LICENCA.txt', 'Grave.mp3', 'Caixa.wav']);
  expect(entries.get('Caixa.wav')!.equals(uploaded.get('Caixa (2).wav')!)).toBe(true);
  expect(entries.get('LICENCA.txt')!.toString()).toContain('Minhas curtidas, baixadas em');
  await eventually(async () =>
    expect(names(await api.as(fan, 'GET', '/library/downloads')).sort()).toEqual(['Caixa', 'Grave']),
  );
});

test('a ZIP carries at most 200 sounds, and says how many more were left out', async () => {
  const bigKit = await drumKit(guest, 'Kit Enorme');
  const categoryId = await api.category(guest, 'teste');
  const queue = Array.from({ length: 201 }, (_, index) => index);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        await api.sound(guest, { name: `Som ${index}`, drumKitId: bigKit, categoryId });
      }
    }),
  );
  expect(await grant(listener, `/drum-kits/${bigKit}/downloads`)).toMatchObject({
    included: 200,
    skipped: { plan: 0, notReady: 0, overLimit: 1 },
    limit: 200,
  });
}, 120_000);

async function files(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function audioOf(soundId: string): Promise<string> {
  return ((await api.as(listener, 'GET', `/sounds/${soundId}`)).body.audio as { id: string }).id;
}
