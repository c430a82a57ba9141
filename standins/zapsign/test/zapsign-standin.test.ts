import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZapSignStandIn, type ZapSignDocument, type ZapSignWebhook } from '@sampleteca/standin-zapsign';

const API_TOKEN = 'zapsign-standin-test-token';
const WEBHOOK_SECRET = 'zapsign-standin-test-secret';
const TEMPLATE_ID = 'sampleteca-distribuicao';

type Delivery = { headers: IncomingHttpHeaders; raw: string; body: ZapSignWebhook; answered: number };

/** A tiny webhook endpoint that keeps every attempt, and can fail some on purpose. */
class WebhookReceiver {
  readonly attempts: Delivery[] = [];
  failNext = 0;
  url = '';
  private server?: Server;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answered = this.failNext > 0 ? 500 : 200;
        if (this.failNext > 0) this.failNext--;
        this.attempts.push({ headers: req.headers, raw, body: JSON.parse(raw) as ZapSignWebhook, answered });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/api/webhooks/contracts`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Deliveries that were answered 200, about one document. */
  delivered(documentToken: string): ZapSignWebhook[] {
    return this.attempts
      .filter((attempt) => attempt.answered === 200 && attempt.body.token === documentToken)
      .map((attempt) => attempt.body);
  }
}

const contractData = [
  { de: '{{NOME}}', para: 'Ana Souza' },
  { de: '{{CPF}}', para: '123.456.789-00' },
  { de: '{{CEP}}', para: '01310-100' },
  { de: '{{PRODUTORA}}', para: 'Beat <Lab> Produções' },
  { de: '{{MUSICA}}', para: 'Noite Clara' },
];

const createBody = (overrides: Record<string, unknown> = {}) => ({
  template_id: TEMPLATE_ID,
  signer_name: 'Ana Souza',
  signer_email: 'ana@example.com',
  send_automatic_email: true,
  send_automatic_whatsapp: false,
  lang: 'pt-br',
  external_id: 'contrato-42',
  data: contractData,
  ...overrides,
});

describe('ZapSignStandIn', () => {
  const receiver = new WebhookReceiver();
  let standIn: ZapSignStandIn;
  let url: string;

  function api(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
    const headers: Record<string, string> = {};
    if (init.token !== null) headers.authorization = `Bearer ${init.token ?? API_TOKEN}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  async function createDocument(overrides: Record<string, unknown> = {}): Promise<ZapSignDocument> {
    const response = await api('/api/v1/models/create-doc/', { body: createBody(overrides) });
    expect(response.status).toBe(200);
    return (await response.json()) as ZapSignDocument;
  }

  /** What a browser does with the page's form. */
  function submit(signUrl: string, action: 'assinar' | 'recusar', fields: Record<string, string> = {}) {
    return fetch(`${signUrl}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  }

  beforeAll(async () => {
    await receiver.start();
    standIn = new ZapSignStandIn({
      apiToken: API_TOKEN,
      webhookUrl: receiver.url,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetryDelaysMs: [10, 20, 40],
    });
    url = await standIn.start(0, '127.0.0.1');
  });

  afterAll(async () => {
    await standIn.stop();
    await receiver.stop();
  });

  afterEach(() => {
    standIn.webhooksEnabled = true;
  });

  it('creates a document from the template and answers ZapSign’s document JSON', async () => {
    const document = await createDocument();

    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(document).toMatchObject({
      token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      external_id: 'contrato-42',
      name: 'Contrato de distribuição musical',
      lang: 'pt-br',
      signed_file: null,
      rejected_reason: null,
      deleted: false,
      original_file: expect.stringContaining(`${url}/arquivos/`),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
    expect(document.signers).toHaveLength(1);
    const [signer] = document.signers;
    expect(signer).toMatchObject({
      token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'new',
      name: 'Ana Souza',
      email: 'ana@example.com',
      sign_url: `${url}/verificar/${signer!.token}`,
      times_viewed: 0,
      signed_at: null,
      send_automatic_email: true,
      send_automatic_whatsapp: false,
    });
    expect(signer!.token).not.toBe(document.token);
    expect(standIn.lastCreateRequest).toEqual(createBody());
    expect(standIn.documents().map((item) => item.token)).toContain(document.token);
  });

  it('reads a document with GET /api/v1/docs/{token}/ and answers 404 ZapSign-style for an unknown one', async () => {
    const created = await createDocument({ external_id: 'contrato-leitura' });

    const response = await api(`/api/v1/docs/${created.token}/`);
    expect(response.status).toBe(200);
    const read = (await response.json()) as ZapSignDocument;
    expect(read).toMatchObject({ token: created.token, status: 'pending', external_id: 'contrato-leitura' });
    expect(read.signers[0]!.sign_url).toBe(created.signers[0]!.sign_url);

    const missing = await api('/api/v1/docs/00000000-0000-0000-0000-000000000000/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses calls without a valid bearer token with 401', async () => {
    const none = await api('/api/v1/models/create-doc/', { body: createBody(), token: null });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const wrong = await api('/api/v1/docs/whatever/', { token: 'not-the-token' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('validates create-doc: required signer_name, a known template, a list of {de, para}, JSON bodies', async () => {
    const noName = await api('/api/v1/models/create-doc/', { body: createBody({ signer_name: '' }) });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({ signer_name: ['This field may not be blank.'] });

    const badData = await api('/api/v1/models/create-doc/', { body: createBody({ data: [{ de: '{{NOME}}' }] }) });
    expect(badData.status).toBe(400);
    expect(Object.keys((await badData.json()) as object)).toEqual(['data']);

    const unknownTemplate = await api('/api/v1/models/create-doc/', { body: createBody({ template_id: 'outro' }) });
    expect(unknownTemplate.status).toBe(404);

    const form = await fetch(`${url}/api/v1/models/create-doc/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'template_id=x',
    });
    expect(form.status).toBe(415);
  });

  it('answers 429 with Retry-After to the next n calls after rateLimitNext(n)', async () => {
    standIn.rateLimitNext(2, 3);

    for (let call = 0; call < 2; call++) {
      const limited = await api('/api/v1/docs/anything/');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('3');
      expect(((await limited.json()) as { detail: string }).detail).toMatch(/throttled/);
    }
    expect((await api('/api/v1/docs/anything/')).status).toBe(404);
  });

  it('shows the signing page with the contract text filled in, embeddable by local front ends', async () => {
    const document = await createDocument();
    const signUrl = document.signers[0]!.sign_url;

    const page = await fetch(signUrl);
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:* http://127.0.0.1:*',
    );
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Ana Souza, inscrito(a) no CPF sob o nº 123.456.789-00, residente no CEP 01310-100');
    expect(html).toContain('Beat &lt;Lab&gt; Produções');
    expect(html).toContain('&quot;Noite Clara&quot;');
    expect(html).not.toMatch(/\{\{[A-Z]+\}\}/);
    expect(html).toMatch(
      /<form method="post" action="\/verificar\/[^"]+\/assinar">\s*<button type="submit">Assinar contrato<\/button>/,
    );
    expect(html).toMatch(/<button type="submit" class="secondary">Recusar<\/button>/);
    expect(html).toContain('<label for="motivo">');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost|127\.0\.0\.1)/);

    const viewed = (await (await api(`/api/v1/docs/${document.token}/`)).json()) as ZapSignDocument;
    expect(viewed.signers[0]).toMatchObject({ status: 'link-opened', times_viewed: 1 });
  });

  it('signs through the page: status signed, a doc_signed webhook with the secret header, a signed PDF link', async () => {
    const document = await createDocument({ external_id: 'contrato-assinado' });
    const signUrl = document.signers[0]!.sign_url;

    const posted = await submit(signUrl, 'assinar');
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location')!;
    expect(location).toBe(`/verificar/${document.signers[0]!.token}?resultado=assinado`);
    const after = await (await fetch(new URL(location, url))).text();
    expect(after).toContain('Contrato assinado com sucesso!');
    expect(after).toContain('Baixar o contrato assinado (PDF)');

    const read = (await (await api(`/api/v1/docs/${document.token}/`)).json()) as ZapSignDocument;
    expect(read.status).toBe('signed');
    expect(read.signers[0]).toMatchObject({ status: 'signed', signed_at: expect.stringMatching(/Z$/) });
    expect(read.signed_file).toMatch(
      new RegExp(`^${url}/arquivos/${document.token}/signed\\.pdf\\?Expires=\\d+&Signature=`),
    );
    const expires = Number(new URL(read.signed_file!).searchParams.get('Expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(3500 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(3600 * 1000);

    await standIn.webhooksSettled();
    const attempt = receiver.attempts.find((item) => item.body.token === document.token)!;
    expect(attempt.headers['x-webhook-secret']).toBe(WEBHOOK_SECRET);
    expect(attempt.headers['content-type']).toBe('application/json');
    expect(attempt.body).toMatchObject({
      event_type: 'doc_signed',
      token: document.token,
      external_id: 'contrato-assinado',
      status: 'signed',
      signed_file: expect.stringContaining('/signed.pdf?'),
      signer_who_signed: { token: document.signers[0]!.token, status: 'signed' },
    });
    expect(attempt.body.signers[0]!.status).toBe('signed');

    const pdf = await fetch(read.signed_file!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectValidPdfStructure(bytes);
    expect(bytes.toString('latin1')).toContain('Assinado eletronicamente por Ana Souza');

    const again = await fetch(signUrl);
    expect(await again.text()).toContain('Este contrato já foi assinado.');
    const secondClick = await submit(signUrl, 'assinar');
    expect(secondClick.headers.get('location')).toBe(`/verificar/${document.signers[0]!.token}`);
    expect(receiver.delivered(document.token)).toHaveLength(1);
  });

  it('guards file links: a tampered signature or an expired link answers 403', async () => {
    const document = await createDocument();
    const original = new URL(document.original_file);
    expect((await fetch(original)).status).toBe(200);

    original.searchParams.set('Expires', String(Number(original.searchParams.get('Expires')) + 3600));
    expect((await fetch(original)).status).toBe(403);

    const shortLived = new ZapSignStandIn({ apiToken: API_TOKEN, fileLinkTtlSeconds: 0 });
    const shortUrl = await shortLived.start();
    try {
      const created = await fetch(`${shortUrl}/api/v1/models/create-doc/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(createBody()),
      });
      const { original_file } = (await created.json()) as ZapSignDocument;
      const expired = await fetch(original_file);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('link expirado');
    } finally {
      await shortLived.stop();
    }
  });

  it('refuses through the page: status refused with the reason, and a doc_refused webhook', async () => {
    const document = await createDocument({ external_id: 'contrato-recusado' });
    const signUrl = document.signers[0]!.sign_url;

    const posted = await submit(signUrl, 'recusar', { motivo: 'Dados incorretos' });
    expect(posted.status).toBe(303);
    expect(await (await fetch(new URL(posted.headers.get('location')!, url))).text()).toContain('Contrato recusado.');

    const read = (await (await api(`/api/v1/docs/${document.token}/`)).json()) as ZapSignDocument;
    expect(read).toMatchObject({ status: 'refused', rejected_reason: 'Dados incorretos', signed_file: null });
    await standIn.webhooksSettled();
    expect(receiver.delivered(document.token)).toEqual([
      expect.objectContaining({ event_type: 'doc_refused', status: 'refused', external_id: 'contrato-recusado' }),
    ]);
    expect(await (await fetch(signUrl)).text()).toContain('Este contrato foi recusado');
  });

  it('expires a document: status expired, a doc_expired webhook, a page that says so', async () => {
    const document = await createDocument();

    const expired = await standIn.expire(document.token);

    expect(expired.status).toBe('expired');
    await standIn.webhooksSettled();
    expect(receiver.delivered(document.token).map((body) => [body.event_type, body.status])).toEqual([
      ['doc_expired', 'expired'],
    ]);
    expect(await (await fetch(document.signers[0]!.sign_url)).text()).toContain('Este contrato expirou');
    await expect(standIn.sign(document.token)).rejects.toThrow(/não está mais pendente/);
  });

  it('retries a failed webhook delivery with backoff until it is accepted', async () => {
    const document = await createDocument();
    receiver.failNext = 2;

    await standIn.sign(document.token);
    await standIn.webhooksSettled();

    const attempts = receiver.attempts.filter((attempt) => attempt.body.token === document.token);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((attempt) => attempt.raw)).size).toBe(1);
  });

  it('sends no webhook while webhooksEnabled is off, and redelivers the last one on demand', async () => {
    const quiet = await createDocument();
    standIn.webhooksEnabled = false;
    await standIn.sign(quiet.token);
    await standIn.webhooksSettled();
    expect(receiver.attempts.filter((attempt) => attempt.body.token === quiet.token)).toHaveLength(0);
    const polled = (await (await api(`/api/v1/docs/${quiet.token}/`)).json()) as ZapSignDocument;
    expect(polled.status).toBe('signed');

    standIn.webhooksEnabled = true;
    const loud = await createDocument();
    await standIn.refuse(loud.token, 'Não concordo');
    await standIn.webhooksSettled();
    await standIn.redeliverLastWebhook();

    const deliveries = receiver.attempts.filter((attempt) => attempt.body.token === loud.token);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[1]!.raw).toBe(deliveries[0]!.raw);
    expect(deliveries[1]!.body.event_type).toBe('doc_refused');
  });

  it('keeps documents across restarts with a stateFile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zapsign-standin-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = new ZapSignStandIn({ apiToken: API_TOKEN, stateFile });
      const firstUrl = await first.start();
      const created = await fetch(`${firstUrl}/api/v1/models/create-doc/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(createBody()),
      });
      const { token } = (await created.json()) as ZapSignDocument;
      await first.sign(token);
      await first.stop();

      const second = new ZapSignStandIn({ apiToken: API_TOKEN, stateFile });
      const secondUrl = await second.start();
      try {
        const read = await fetch(`${secondUrl}/api/v1/docs/${token}/`, {
          headers: { authorization: `Bearer ${API_TOKEN}` },
        });
        const document = (await read.json()) as ZapSignDocument;
        expect(document).toMatchObject({ token, status: 'signed' });
        expect(document.signers[0]!.sign_url.startsWith(`${secondUrl}/verificar/`)).toBe(true);
        expect((await fetch(document.signed_file!)).status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Every cross-reference entry points at its object, and startxref at the table. */
function expectValidPdfStructure(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  expect(text).toMatch(/\/Type \/Page /);
}
