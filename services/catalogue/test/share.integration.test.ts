// Issue #33 §1: a shared link shows a visitor (no account) one public sound, or a kit's or a
// producer's name with a few previews; whatever is private, removed or unknown answers the same
// 404 and names nothing of it. The pages /s/{id}, /k/{id}, /p/{id} carry their link-preview tags
// in the HTML itself, read here as a crawler reads them: no script run.
import { randomUUID } from 'node:crypto';
import { CatalogueApi, type SoundJson, type TestUser } from './support/catalogue-api';

const api = new CatalogueApi();
let owner: TestUser;
let imageId: string;
let kitId: string;
let shared: SoundJson;
let hidden: SoundJson;
const kitSounds: SoundJson[] = [];

beforeAll(async () => {
  await api.start();
  owner = await api.user('Beatriz <Beats> & "Cia"');
  imageId = await api.uploadedImage(owner);
  kitId = ((await api.as(owner, 'POST', '/drum-kits', { name: 'Kit Verão' })).body.drumKit as { id: string }).id;
  shared = await api.sound(owner, {
    name: 'Loop <Sol> & "Mar"',
    imageId,
    imageUrl: `/api/media/images/${imageId}`,
  });
  for (let index = 0; index < 7; index++)
    kitSounds.push(await api.sound(owner, { name: `Caixa ${index}`, drumKitId: kitId }));
  hidden = await api.sound(owner, { name: 'Segredo Privado', drumKitId: kitId }, false);
}, 120_000);

afterAll(() => api.stop());

const visitor = (path: string) => api.call('GET', path);
const page = async (path: string) => {
  const response = await fetch(`${api.platform.url}${path}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
  return { status: response.status, html: await response.text() };
};
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const tag = (html: string, name: string) =>
  decode(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

describe('a shared sound', () => {
  test('a visitor sees the public sound, its producer and a preview that plays, and none of a viewer’s flags', async () => {
    const answer = await visitor(`/share/sounds/${shared.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.sound).toMatchObject({
      id: shared.id,
      name: 'Loop <Sol> & "Mar"',
      key: 'Am',
      bpm: '110-130',
      owner: { id: owner.id, name: owner.name },
      liked: false,
      mine: false,
      downloaded: false,
    });
    const preview = await fetch(`${api.platform.url}/api/share/sounds/${shared.id}/preview`, { redirect: 'manual' });
    expect(preview.status).toBe(302);
    expect(preview.headers.get('location')).toMatch(new RegExp(`/api/media/audio/.+/preview\\?`));
  });

  test('private, unknown and malformed ids answer the same 404, naming nothing', async () => {
    const answers = await Promise.all(
      [hidden.id, randomUUID(), 'nao-e-um-id'].flatMap((id) => [
        visitor(`/share/sounds/${id}`),
        visitor(`/share/sounds/${id}/preview`), // 404s are JSON; only the found one redirects
      ]),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[0].body);
    }
    expect(JSON.stringify(answers[0].body)).not.toContain('Segredo');
  });

  test('its page carries the preview tags a link preview reads, escaped, with the cover card and the audio', async () => {
    const { status, html } = await page(`/s/${shared.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Loop &#60;Sol&#62; &#38; &#34;Mar&#34; | Sampleteca</title>');
    expect(tag(html, 'og:title')).toBe('Loop <Sol> & "Mar" | Sampleteca');
    expect(tag(html, 'og:type')).toBe('music.song');
    expect(tag(html, 'og:description')).toContain('Samples em Am');
    expect(tag(html, 'og:description')).toContain(owner.name);
    expect(tag(html, 'og:image')).toMatch(new RegExp(`^https?://[^/]+/api/media/images/${imageId}/share-card$`));
    expect(tag(html, 'og:image:width')).toBe('1200');
    expect(tag(html, 'og:audio')).toMatch(new RegExp(`^https?://[^/]+/api/share/sounds/${shared.id}/preview$`));
    expect(tag(html, 'og:url')).toMatch(new RegExp(`/s/${shared.id}$`));
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    // The app itself still loads: the page is the portal.
    expect(html).toContain('<div id="root"></div>');
  });

  test('a visitor gets the light page (#46): the card in the HTML, names escaped, the preview playable, no app script', async () => {
    // Read as a browser does: runs of white space are one.
    const html = (await page(`/s/${shared.id}`)).html.replace(/\s+/g, ' ');
    expect(html).toContain('<h1>Loop &#60;Sol&#62; &#38; &#34;Mar&#34;</h1>');
    expect(html).toContain(`<audio controls preload="none" src="/api/share/sounds/${shared.id}/preview"`);
    expect(html).toContain(`src="/api/media/images/${imageId}?size=160"`);
    expect(html).toContain('href="/login?next=%2Fs%2F');
    expect(html).not.toContain('<Sol>');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script defer src="/first-view.js" data-app="/assets/');
  });

  test('someone signed in (the portal’s hint cookie) gets the app itself', async () => {
    const response = await fetch(`${api.platform.url}/s/${shared.id}`, {
      headers: { cookie: 'theme=dark; sampleteca_signed_in=1' },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<script type="module"');
    expect(html).not.toContain('id="first-view"');
    // A shared cache keeps the two apart.
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/i);
    expect(tag(html, 'og:title')).toBe('Loop <Sol> & "Mar" | Sampleteca');
  });

  test('a private sound’s page says it is unavailable and leaks no name, cover or audio', async () => {
    const { status, html } = await page(`/s/${hidden.id}`);
    expect(status).toBe(404);
    expect(tag(html, 'og:title')).toBe('Som indisponível | Sampleteca');
    expect(html).not.toContain('Segredo');
    expect(tag(html, 'og:audio')).toBe('');
    expect(tag(html, 'og:image')).toMatch(/\/share-card\.jpg$/);
    expect(html).toContain('<h1>Som indisponível</h1>');
  });
});

describe('every shared page', () => {
  test('a malformed id answers like an unknown one: 404, saying the page is unavailable', async () => {
    const gone: Record<string, string> = {
      s: 'Som indisponível | Sampleteca',
      k: 'Drum kit indisponível | Sampleteca',
      p: 'Perfil indisponível | Sampleteca',
      c: 'Coleção indisponível | Sampleteca',
    };
    for (const [kind, title] of Object.entries(gone)) {
      for (const id of [randomUUID(), 'nao-e-um-id', `${randomUUID()}x`]) {
        const { status, html } = await page(`/${kind}/${id}`);
        expect({ id, status, title: tag(html, 'og:title') }).toEqual({ id, status: 404, title });
      }
    }
  });

  test('names with `$` patterns render literally in the title and the preview tags', async () => {
    const dollar = await api.user("Zé $& Cia $' $`");
    const kit = ((await api.as(dollar, 'POST', '/drum-kits', { name: 'Kit $`Y $$' })).body.drumKit as { id: string })
      .id;
    const sound = await api.sound(dollar, { name: 'Som $& $1 $<n>', drumKitId: kit });
    const created = await api.as(dollar, 'POST', '/collections', { name: 'X$`Y', soundId: sound.id });
    const collection = (created.body.collection as { id: string }).id;
    await api.as(dollar, 'PATCH', `/collections/${collection}`, { shared: true });
    const pages = [
      [`/s/${sound.id}`, 'Som $& $1 $<n> | Sampleteca'],
      [`/k/${kit}`, 'Kit $`Y $$ | Sampleteca'],
      [`/p/${dollar.id}`, "Zé $& Cia $' $` | Sampleteca"],
      [`/c/${collection}`, 'X$`Y | Sampleteca'],
    ];
    for (const [path, title] of pages) {
      const { status, html } = await page(path);
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => decode(text));
      expect({ path, status, titles, og: tag(html, 'og:title'), twitter: tag(html, 'twitter:title') }).toEqual({
        path,
        status: 200,
        titles: [title],
        og: title,
        twitter: title,
      });
      expect(html.match(/<head>/g)).toHaveLength(1);
    }
  });
});

describe('a shared drum kit and producer', () => {
  test('a kit shows its public sounds’ count and the newest few previews, never the private one', async () => {
    const answer = await visitor(`/share/drum-kits/${kitId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: kitId, name: 'Kit Verão', soundCount: 7, owner: { id: owner.id } });
    const names = (answer.body.sounds as SoundJson[]).map((sound) => sound.name);
    expect(names).toEqual(['Caixa 6', 'Caixa 5', 'Caixa 4', 'Caixa 3', 'Caixa 2']);

    const { html } = await page(`/k/${kitId}`);
    expect(tag(html, 'og:title')).toBe('Kit Verão | Sampleteca');
    expect(tag(html, 'og:description')).toContain('7 sons');
  });

  test('a kit with no public sound is not found, and its page names nothing', async () => {
    const lonely = (
      (await api.as(owner, 'POST', '/drum-kits', { name: 'Kit Escondido' })).body.drumKit as { id: string }
    ).id;
    await api.sound(owner, { name: 'Só Meu', drumKitId: lonely }, false);
    expect((await visitor(`/share/drum-kits/${lonely}`)).status).toBe(404);
    const { status, html } = await page(`/k/${lonely}`);
    expect(status).toBe(404);
    expect(html).not.toContain('Kit Escondido');
  });

  test('a producer shows their public sounds’ count and newest previews; an unknown one is not found', async () => {
    const answer = await visitor(`/share/producers/${owner.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: owner.id, name: owner.name, soundCount: 8 });
    expect((answer.body.sounds as SoundJson[]).map((sound) => sound.name)).not.toContain('Segredo Privado');
    expect((answer.body.sounds as SoundJson[]).length).toBe(5);

    const { html } = await page(`/p/${owner.id}`);
    expect(tag(html, 'og:type')).toBe('profile');
    expect(tag(html, 'og:title')).toBe(`${owner.name} | Sampleteca`);

    expect((await visitor(`/share/producers/${randomUUID()}`)).status).toBe(404);
    expect((await page(`/p/${randomUUID()}`)).status).toBe(404);
  });

  test('other pages stay the plain portal', async () => {
    const { status, html } = await page('/dashboardPage');
    expect(status).toBe(200);
    expect(html).toContain('<title>Sampleteca</title>');
    expect(tag(html, 'og:title')).toBe('');
  });
});
