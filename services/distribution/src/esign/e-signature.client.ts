import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import type { CreateFromTemplate, ESignatureProvider, ProviderDocument, ProviderWebhook } from './e-signature-provider';
import { ZapSignAdapter } from './zapsign.adapter';

/** A document as the local stand-in answers it (ZapSign's JSON, the fields tests look at). */
export type LocalZapSignDocument = {
  token: string;
  status: string;
  external_id: string;
  signed_file: string | null;
  signers: { token: string; sign_url: string; status: string; name: string; email: string }[];
};

/**
 * The part of the local ZapSign stand-in (standins/zapsign) this client and tests use. Declared
 * here, not imported, so the service's code and build do not depend on the stand-in package: a
 * production image without it starts as long as ZAPSIGN_API_TOKEN is set.
 */
export type LocalZapSignStandIn = {
  readonly url: string;
  start(port?: number, host?: string): Promise<string>;
  stop(): Promise<void>;
  sign(documentToken: string): Promise<LocalZapSignDocument>;
  refuse(documentToken: string, reason?: string): Promise<LocalZapSignDocument>;
  expire(documentToken: string): Promise<LocalZapSignDocument>;
  documents(): LocalZapSignDocument[];
  readonly lastCreateRequest: unknown;
  webhooksEnabled: boolean;
  redeliverLastWebhook(): Promise<void>;
  webhooksSettled(): Promise<void>;
  rateLimitNext(count: number, retryAfterSeconds?: number): void;
};

type LocalZapSignStandInOptions = {
  apiToken: string;
  webhookUrl: string;
  webhookSecret: string;
  templateIds: string[];
  log: (message: string) => void;
};

type StandInModule = { ZapSignStandIn: new (options: LocalZapSignStandInOptions) => LocalZapSignStandIn };

// A variable, so TypeScript neither resolves nor rewrites it: loaded only when it runs.
const STANDIN_PACKAGE: string = '@sampleteca/standin-zapsign';

/**
 * The e-signature provider the distribution service uses. With ZAPSIGN_API_TOKEN it talks to
 * ZapSign (ZAPSIGN_API_URL); without it (outside production) to the local stand-in, which
 * speaks the same API and sends ZapSign-shaped webhooks back, so the adapter tested is the one
 * production runs. It is itself an ESignatureProvider, so it can be bound with
 * `{ provide: E_SIGNATURE_PROVIDER, useExisting: ESignatureClient }`.
 */
@Injectable()
export class ESignatureClient implements ESignatureProvider, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ZapSign');
  private adapter: ZapSignAdapter | undefined;
  private standIn: LocalZapSignStandIn | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  async onModuleInit(): Promise<void> {
    const { ZAPSIGN_API_TOKEN, ZAPSIGN_API_URL, ZAPSIGN_WEBHOOK_SECRET, isProduction } = this.config;
    if (ZAPSIGN_API_TOKEN) {
      if (isProduction && !ZAPSIGN_WEBHOOK_SECRET) {
        throw new Error(
          'ZAPSIGN_WEBHOOK_SECRET: obrigatório em produção onde o serviço distribution roda ' +
            '(o mesmo valor do header x-webhook-secret configurado no webhook da ZapSign)',
        );
      }
      if (!ZAPSIGN_WEBHOOK_SECRET) {
        this.logger.warn('ZAPSIGN_WEBHOOK_SECRET vazio: webhooks da ZapSign serão recusados; só a consulta periódica');
      }
      this.adapter = new ZapSignAdapter({
        apiUrl: ZAPSIGN_API_URL,
        apiToken: ZAPSIGN_API_TOKEN,
        webhookSecret: ZAPSIGN_WEBHOOK_SECRET,
      });
      return;
    }
    if (isProduction) {
      throw new Error('ZAPSIGN_API_TOKEN: obrigatório em produção onde o serviço distribution roda');
    }
    await this.startStandIn();
  }

  /** The adapter every call goes through (to ZapSign or to the stand-in). */
  get provider(): ESignatureProvider {
    if (!this.adapter) throw new Error('cliente de assinatura eletrônica ainda não iniciado');
    return this.adapter;
  }

  /** The stand-in itself, when it runs (tests sign, refuse and expire documents through it). */
  get localStandIn(): LocalZapSignStandIn | undefined {
    return this.standIn;
  }

  createFromTemplate(request: CreateFromTemplate): Promise<ProviderDocument> {
    return this.provider.createFromTemplate(request);
  }

  getDocument(token: string): Promise<ProviderDocument> {
    return this.provider.getDocument(token);
  }

  downloadFile(url: string): Promise<Buffer> {
    return this.provider.downloadFile(url);
  }

  parseWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): ProviderWebhook | undefined {
    return this.provider.parseWebhook(headers, body);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.standIn?.stop();
  }

  private async startStandIn(): Promise<void> {
    let module: StandInModule;
    try {
      module = (await import(STANDIN_PACKAGE)) as StandInModule;
    } catch (error) {
      throw new Error(
        `ZAPSIGN_API_TOKEN vazio e a ZapSign local (${STANDIN_PACKAGE}) não está disponível nesta instalação: ` +
          'defina ZAPSIGN_API_TOKEN ou rode a partir do repositório (npm run build)',
        { cause: error },
      );
    }
    // Fresh secrets each start: nothing outside this process talks to the stand-in.
    const apiToken = randomBytes(24).toString('hex');
    const webhookSecret = randomBytes(24).toString('hex');
    // PUBLIC_URL names this process's own port (the test harness sets it to the port it picked).
    const webhookUrl = new URL('/api/webhooks/contracts', this.config.PUBLIC_URL).toString();
    const standIn = new module.ZapSignStandIn({
      apiToken,
      webhookUrl,
      webhookSecret,
      templateIds: [this.config.ZAPSIGN_TEMPLATE_ID],
      log: (message: string) => this.logger.warn(message),
    });
    const url = await standIn.start(0, '127.0.0.1');
    this.standIn = standIn;
    this.adapter = new ZapSignAdapter({ apiUrl: url, apiToken, webhookSecret });
    this.logger.log(
      `ZAPSIGN_API_TOKEN vazio: contratos assinados pela ZapSign local (${url}), webhooks para ${webhookUrl}`,
    );
  }
}
