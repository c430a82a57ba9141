import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, listen } from './http';

/** A stand-in's HTTP server: started on any free port, its base URL known once it listens. */
export class LocalServer {
  private server?: Server;
  private baseUrl?: string;

  /** `notStarted`: what `url` says when asked before `start`. */
  constructor(
    private readonly handler: (req: IncomingMessage, res: ServerResponse) => void,
    private readonly notStarted: string,
  ) {}

  /** Listens (port 0: any free port) and answers the base URL, e.g. http://127.0.0.1:41234. */
  async start(port: number, host: string): Promise<string> {
    const { server, url } = await listen(this.handler, port, host);
    this.server = server;
    this.baseUrl = url;
    return url;
  }

  get url(): string {
    if (!this.baseUrl) throw new Error(this.notStarted);
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}
