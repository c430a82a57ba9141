import { randomUUID, createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

type Person = { email: string; name: string };

/**
 * The OAuth2/OIDC test server standing in for google, facebook and spotify offline: it issues
 * real codes and tokens, checks PKCE, and answers user info for the person chosen on our
 * stand-in sign-in page (passed along as login_hint).
 */
export class OAuthStandIn {
  private readonly server = new OAuth2Server();
  private readonly byCode = new Map<string, Person>();

  get issuerUrl(): string {
    return this.server.issuer.url!;
  }

  async start(): Promise<void> {
    await this.server.issuer.keys.generate('RS256');
    this.server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
      const query = new URL(req.url ?? '', 'http://stand-in').searchParams;
      const code = redirect.url.searchParams.get('code');
      const email = query.get('login_hint');
      if (code && email) this.byCode.set(code, { email: email.toLowerCase(), name: query.get('name_hint') || email });
    });
    this.server.service.on(
      'beforeTokenSigning',
      (token: { payload: Record<string, unknown> }, req: IncomingMessage) => {
        const code = (req as IncomingMessage & { body?: { code?: string } }).body?.code;
        const person = code ? this.byCode.get(code) : undefined;
        if (!person) return;
        Object.assign(token.payload, { sub: subjectOf(person.email), email: person.email, name: person.name });
      },
    );
    this.server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }, req: IncomingMessage) => {
      const claims = decodeBearer(req.headers.authorization);
      response.body = {
        sub: claims.sub ?? randomUUID(),
        email: claims.email,
        // Anyone types any address on the stand-in's page: it vouches for none.
        email_verified: false,
        name: claims.name,
      };
    });
    await this.server.start(0, '127.0.0.1');
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

const subjectOf = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 24);

function decodeBearer(header: string | undefined): Record<string, string> {
  const token = header?.replace(/^Bearer /i, '') ?? '';
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
