import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@sampleteca/config';
import { ZapSignStandIn } from '@sampleteca/standin-zapsign';
import { ProviderUnavailableError, type CreateFromTemplate } from './e-signature-provider';
import { ESignatureClient, type LocalZapSignStandIn } from './e-signature.client';
import { ZAPSIGN_WEBHOOK_SECRET_HEADER, ZapSignAdapter, ZapSignRequestError } from './zapsign.adapter';

const API_TOKEN = 'adapter-test-token';
const WEBHOOK_SECRET = 'adapter-test-webhook-secret';

type Webhook = { headers: IncomingHttpHeaders; body: unknown };

/** A throwaway HTTP server on 127.0.0.1 for one behaviour (webhooks, failures, slowness). */
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, close };
}

/** Collects the webhooks a stand-in posts, with their headers, as the platform's route would get them. */
async function webhookReceiver() {
  const received: Webhook[] = [];
  const server = await serve((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200).end();
    });
  });
  return { ...server, received };
}

const request = (externalId: string): CreateFromTemplate => ({
  templateId: 'sampleteca-distribuicao',
  signerName: 'Ana Souza',
  signerEmail: 'ana@example.com',
  externalId,
  data: [
    { de: '{{NOME}}', para: 'Ana Souza' },
    { de: '{{CPF}}', para: '123.456.789-00' },
    { de: '{{MUSICA}}', para: 'Noite Clara' },
  ],
});

describe('ZapSignAdapter against the ZapSign stand-in', () => {
  let standIn: ZapSignStandIn;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let apiUrl: string;
  let waits: number[];
  let adapter: ZapSignAdapter;

  const adapterWith = (options: Partial<ConstructorParameters<typeof ZapSignAdapter>[0]> = {}) =>
    new ZapSignAdapter({
      apiUrl,
      apiToken: API_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      sleep: async (ms) => void waits.push(ms),
      ...options,
    });

  /** The webhook the stand-in sent last about a document. */
  async function webhookAbout(token: string): Promise<Webhook> {
    await standIn.webhooksSettled();
    const found = receiver.received.filter((item) => (item.body as { token?: string }).token === token).at(-1);
    if (!found) throw new Error(`nenhum webhook recebido para ${token}`);
    return found;
  }

  beforeAll(async () => {
    receiver = await webhookReceiver();
    standIn = new ZapSignStandIn({
      apiToken: API_TOKEN,
      webhookUrl: `${receiver.url}/api/webhooks/contracts`,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetryDelaysMs: [],
    });
    apiUrl = await standIn.start(0, '127.0.0.1');
  });

  afterAll(async () => {
    await standIn.stop();
    await receiver.close();
  });

  beforeEach(() => {
    waits = [];
    adapter = adapterWith();
    standIn.rateLimitNext(0);
  });

  it('matches the local type the ESignatureClient holds the stand-in by', () => {
    // Compile-time check: the client's LocalZapSignStandIn must describe the real stand-in.
    const local: LocalZapSignStandIn = standIn;
    expect(local.url).toBe(apiUrl);
  });

  it('creates a document from the template: the payload ZapSign expects, its answer mapped', async () => {
    const document = await adapter.createFromTemplate(request('contrato-1'));

    expect(standIn.lastCreateRequest).toEqual({
      template_id: 'sampleteca-distribuicao',
      signer_name: 'Ana Souza',
      signer_email: 'ana@example.com',
      send_automatic_email: true,
      send_automatic_whatsapp: false,
      lang: 'pt-br',
      external_id: 'contrato-1',
      data: request('contrato-1').data,
    });
    const stored = standIn.documents().find((item) => item.token === document.token)!;
    expect(document).toEqual({
      token: stored.token,
      status: 'pending',
      externalId: 'contrato-1',
      signUrl: stored.signers[0]!.sign_url,
      signedFileUrl: null,
    });
    expect(document.signUrl).toBe(`${apiUrl}/verificar/${stored.signers[0]!.token}`);
  });

  it('reads documents as they move to signed, refused and expired, and downloads the signed PDF', async () => {
    const signed = await adapter.createFromTemplate(request('contrato-assinado'));
    const refused = await adapter.createFromTemplate(request('contrato-recusado'));
    const expired = await adapter.createFromTemplate(request('contrato-expirado'));
    await standIn.sign(signed.token);
    await standIn.refuse(refused.token, 'Não concordo');
    await standIn.expire(expired.token);

    const afterSigning = await adapter.getDocument(signed.token);
    expect(afterSigning).toMatchObject({ token: signed.token, status: 'signed', externalId: 'contrato-assinado' });
    expect(afterSigning.signedFileUrl).toMatch(/\/signed\.pdf\?Expires=\d+&Signature=/);
    expect(await adapter.getDocument(refused.token)).toMatchObject({ status: 'refused', signedFileUrl: null });
    expect(await adapter.getDocument(expired.token)).toMatchObject({ status: 'expired', signedFileUrl: null });

    const pdf = await adapter.downloadFile(afterSigning.signedFileUrl!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Ana Souza');
  });

  it('waits out a 429 (Retry-After) and then succeeds', async () => {
    standIn.rateLimitNext(2, 1);

    const document = await adapter.createFromTemplate(request('contrato-429'));

    expect(waits).toEqual([1000, 1000]);
    expect(document.externalId).toBe('contrato-429');
  });

  it('really sleeps for Retry-After when no sleep is injected', async () => {
    const created = await adapter.createFromTemplate(request('contrato-espera'));
    standIn.rateLimitNext(1, 1);
    const started = Date.now();

    const read = await adapterWith({ sleep: undefined }).getDocument(created.token);

    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(read.token).toBe(created.token);
  });

  it('throws ProviderUnavailableError with retryAfterMs when the 429 persists', async () => {
    standIn.rateLimitNext(10, 2);

    const failure = await adapterWith({ maxRateLimitRetries: 2 })
      .getDocument('qualquer')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect((failure as ProviderUnavailableError).retryAfterMs).toBe(2000);
    expect(waits).toEqual([2000, 2000]);
  });

  it('hands a Retry-After longer than it waits for straight back to the caller', async () => {
    standIn.rateLimitNext(1, 120);

    const failure = await adapter.getDocument('qualquer').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect((failure as ProviderUnavailableError).retryAfterMs).toBe(120_000);
    expect(waits).toEqual([]);
  });

  it('turns other 4xx answers into errors carrying ZapSign’s detail', async () => {
    const unknownTemplate = await adapter
      .createFromTemplate({ ...request('x'), templateId: 'nao-existe' })
      .catch((error: unknown) => error);
    expect(unknownTemplate).toBeInstanceOf(ZapSignRequestError);
    expect(unknownTemplate).not.toBeInstanceOf(ProviderUnavailableError);
    expect(unknownTemplate).toMatchObject({ status: 404, detail: 'Not found.' });

    const blankName = await adapter
      .createFromTemplate({ ...request('x'), signerName: '' })
      .catch((error: unknown) => error);
    expect(blankName).toMatchObject({ status: 400, detail: 'signer_name: This field may not be blank.' });

    const wrongToken = await adapterWith({ apiToken: 'errado' })
      .getDocument('qualquer')
      .catch((error: unknown) => error);
    expect(wrongToken).toMatchObject({ status: 401, detail: 'Invalid token.' });
  });

  it('treats 5xx, network failures and timeouts as ProviderUnavailableError', async () => {
    const failing = await serve((_req, res) => res.writeHead(503, { 'retry-after': '7' }).end('{"detail":"down"}'));
    const silent = await serve(() => undefined);
    const closed = await serve(() => undefined);
    await closed.close();
    try {
      const unavailable = await adapterWith({ apiUrl: failing.url })
        .getDocument('x')
        .catch((error: unknown) => error);
      expect(unavailable).toBeInstanceOf(ProviderUnavailableError);
      expect(unavailable).toMatchObject({ retryAfterMs: 7000, message: expect.stringContaining('HTTP 503') });

      const refused = await adapterWith({ apiUrl: closed.url })
        .getDocument('x')
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ProviderUnavailableError);

      const slow = await adapterWith({ apiUrl: silent.url, timeoutMs: 150 })
        .getDocument('x')
        .catch((error: unknown) => error);
      expect(slow).toBeInstanceOf(ProviderUnavailableError);
      expect((slow as Error).message).toContain('tempo esgotado');
    } finally {
      await failing.close();
      await silent.close();
    }
  });

  it('bounds the size of a downloaded file, declared or streamed', async () => {
    const signed = await adapter.createFromTemplate(request('contrato-grande'));
    const { signed_file } = await standIn.sign(signed.token);
    await expect(adapterWith({ maxDownloadBytes: 100 }).downloadFile(signed_file!)).rejects.toThrow(/grande demais/);

    const streaming = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write(Buffer.alloc(80, 1));
      res.end(Buffer.alloc(80, 1));
    });
    try {
      await expect(adapterWith({ maxDownloadBytes: 100 }).downloadFile(`${streaming.url}/f.pdf`)).rejects.toThrow(
        /grande demais/,
      );
      expect((await adapterWith({ maxDownloadBytes: 200 }).downloadFile(`${streaming.url}/f.pdf`)).length).toBe(160);
    } finally {
      await streaming.close();
    }
  });

  it('parses a real doc_signed webhook and refuses one without the right secret', async () => {
    const created = await adapter.createFromTemplate(request('contrato-webhook'));
    await standIn.sign(created.token);
    const { headers, body } = await webhookAbout(created.token);

    expect(headers[ZAPSIGN_WEBHOOK_SECRET_HEADER]).toBe(WEBHOOK_SECRET);
    const parsed = adapter.parseWebhook(headers, body);
    expect(parsed).toEqual({
      eventType: 'doc_signed',
      document: {
        token: created.token,
        status: 'signed',
        externalId: 'contrato-webhook',
        signUrl: created.signUrl,
        signedFileUrl: expect.stringContaining('/signed.pdf?'),
      },
    });

    expect(adapter.parseWebhook({ ...headers, [ZAPSIGN_WEBHOOK_SECRET_HEADER]: 'errado' }, body)).toBeUndefined();
    expect(
      adapter.parseWebhook({ ...headers, [ZAPSIGN_WEBHOOK_SECRET_HEADER]: `${WEBHOOK_SECRET}x` }, body),
    ).toBeUndefined();
    const { [ZAPSIGN_WEBHOOK_SECRET_HEADER]: _secret, ...withoutSecret } = headers;
    expect(adapter.parseWebhook(withoutSecret, body)).toBeUndefined();
    expect(adapterWith({ webhookSecret: '' }).parseWebhook(headers, body)).toBeUndefined();
    expect(adapter.parseWebhook({ 'X-Webhook-Secret': [WEBHOOK_SECRET] }, body)?.eventType).toBe('doc_signed');
    expect(() => adapter.parseWebhook(headers, { token: created.token })).toThrow(/event_type/);
  });

  it('maps doc_refused (status "recusado" in ZapSign’s example) and doc_expired webhooks', async () => {
    const refused = await adapter.createFromTemplate(request('contrato-webhook-recusado'));
    await standIn.refuse(refused.token);
    const refusal = await webhookAbout(refused.token);
    const zapSignExample = { ...(refusal.body as object), status: 'recusado' };
    expect(adapter.parseWebhook(refusal.headers, zapSignExample)).toMatchObject({
      eventType: 'doc_refused',
      document: { token: refused.token, status: 'refused', externalId: 'contrato-webhook-recusado' },
    });

    const expired = await adapter.createFromTemplate(request('contrato-webhook-expirado'));
    await standIn.expire(expired.token);
    const expiry = await webhookAbout(expired.token);
    expect(adapter.parseWebhook(expiry.headers, expiry.body)).toMatchObject({
      eventType: 'doc_expired',
      document: { token: expired.token, status: 'expired' },
    });
  });
});

describe('ESignatureClient', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('without ZAPSIGN_API_TOKEN runs the adapter against the local stand-in, webhooks to PUBLIC_URL', async () => {
    const receiver = await webhookReceiver();
    const client = new ESignatureClient(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: receiver.url }));
    try {
      await client.onModuleInit();
      const standIn = client.localStandIn!;
      expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      const document = await client.createFromTemplate(request('contrato-cliente'));
      expect(document.signUrl?.startsWith(`${standIn.url}/verificar/`)).toBe(true);
      await standIn.sign(document.token);
      await standIn.webhooksSettled();

      const [webhook] = receiver.received;
      expect(webhook).toBeDefined();
      expect(client.parseWebhook(webhook!.headers, webhook!.body)).toMatchObject({
        eventType: 'doc_signed',
        document: { token: document.token, status: 'signed', externalId: 'contrato-cliente' },
      });
      expect(client.parseWebhook({ [ZAPSIGN_WEBHOOK_SECRET_HEADER]: 'adivinhado' }, webhook!.body)).toBeUndefined();
      expect(await client.provider.getDocument(document.token)).toMatchObject({ status: 'signed' });
    } finally {
      await client.onApplicationShutdown();
      await receiver.close();
    }
  });

  it('with ZAPSIGN_API_TOKEN talks to ZAPSIGN_API_URL and starts no stand-in', async () => {
    const standIn = new ZapSignStandIn({ apiToken: API_TOKEN });
    const url = await standIn.start();
    const client = new ESignatureClient(
      loadConfig({
        NODE_ENV: 'test',
        ZAPSIGN_API_URL: url,
        ZAPSIGN_API_TOKEN: API_TOKEN,
        ZAPSIGN_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    );
    try {
      await client.onModuleInit();
      expect(client.localStandIn).toBeUndefined();
      const document = await client.createFromTemplate(request('contrato-token'));
      expect(standIn.documents().map((item) => item.token)).toEqual([document.token]);
      expect(
        client.parseWebhook(
          { [ZAPSIGN_WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET },
          { event_type: 'doc_created', token: document.token },
        ),
      ).toMatchObject({ eventType: 'doc_created', document: { token: document.token } });
    } finally {
      await client.onApplicationShutdown();
      await standIn.stop();
    }
  });

  it('refuses to start in production without a token or without a webhook secret', async () => {
    const production = { ...loadConfig({ NODE_ENV: 'test' }), isProduction: true };

    await expect(new ESignatureClient({ ...production, ZAPSIGN_API_TOKEN: '' }).onModuleInit()).rejects.toThrow(
      'ZAPSIGN_API_TOKEN: obrigatório em produção',
    );
    await expect(
      new ESignatureClient({ ...production, ZAPSIGN_API_TOKEN: 'tok', ZAPSIGN_WEBHOOK_SECRET: '' }).onModuleInit(),
    ).rejects.toThrow('ZAPSIGN_WEBHOOK_SECRET: obrigatório em produção');
    expect(() => new ESignatureClient(production).provider).toThrow(/ainda não iniciado/);
  });
});
