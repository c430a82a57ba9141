import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalServer } from './local-server';

/** The log line of an error a stand-in did not expect while answering `method path`. */
export const unexpectedError = (method: string | undefined, path: string, error: unknown) =>
  `erro inesperado em ${method} ${path}: ${(error as Error).stack ?? String(error)}`;

export type StandInServerOptions = {
  /** What `url` says when asked before `start`. */
  notStarted: string;
  /** Where unexpected errors are reported (default: nowhere). */
  log?: (message: string) => void;
};

/**
 * What Stripe's and ZapSign's stand-ins are underneath: a local server answering each request
 * through `route`, its base URL, and a stop that first stops what the stand-in sends by itself.
 * An error `route` lets through is answered the provider's way, unless the answer had begun.
 */
export abstract class StandInServer {
  private readonly server: LocalServer;

  protected constructor(private readonly serverOptions: StandInServerOptions) {
    this.server = new LocalServer((req, res) => void this.answer(req, res), serverOptions.notStarted);
  }

  /** The base URL, e.g. http://127.0.0.1:41234. */
  get url(): string {
    return this.server.url;
  }

  async stop(): Promise<void> {
    this.stopSending();
    await this.server.stop();
  }

  /** Listens (port 0: any free port) and answers the base URL. */
  protected listen(port: number, host: string): Promise<string> {
    return this.server.start(port, host);
  }

  /** Answers one request; `url` is the request's, on the stand-in's base URL. */
  protected abstract route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;

  /** Stops what the stand-in sends on its own (webhooks), before the server closes. */
  protected abstract stopSending(): void;

  /** The provider's 500. */
  protected abstract answerUnexpected(res: ServerResponse): void;

  /** Answers an error the provider expects (true), which is then not logged; none by default. */
  protected answerKnownError(_res: ServerResponse, _error: unknown): boolean {
    return false;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    try {
      await this.route(req, res, url);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      if (this.answerKnownError(res, error)) return;
      this.serverOptions.log?.(unexpectedError(req.method, url.pathname, error));
      this.answerUnexpected(res);
    }
  }
}
