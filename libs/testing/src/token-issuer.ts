import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, type Role } from '@sampleteca/auth';

/** Who an access token is for: identity's subject and claims. */
export type TokenUser = { id: string; email: string; role: Role };

export type TokenIssuer = {
  /** What a service's JWKS_URL points at. */
  jwksUrl: string;
  /** The environment a service needs to trust this issuer's tokens. */
  env: Record<string, string>;
  /** An access token as identity issues it (claims sub, email, role, provider, sid). */
  accessToken: (user: TokenUser) => Promise<string>;
  close: () => Promise<void>;
};

// The defaults of JWT_ISSUER and JWT_AUDIENCE (libs/config), which test environments keep.
const DEFAULT_ISSUER = 'sampleteca';
const DEFAULT_AUDIENCE = 'sampleteca';

/**
 * A stand-in for identity's token signing: an ES256 key pair whose public half is served as a
 * JWKS on a local port, so a service runs alone and still verifies tokens the way it does in
 * production (libs/auth's JwtStrategy, revocation check included).
 */
export async function startTokenIssuer(options: { issuer?: string; audience?: string } = {}): Promise<TokenIssuer> {
  const issuer = options.issuer ?? DEFAULT_ISSUER;
  const audience = options.audience ?? DEFAULT_AUDIENCE;
  const kid = `test-${randomUUID().slice(0, 8)}`;
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM);
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/jwks.json`;
  return {
    jwksUrl,
    env: { JWKS_URL: jwksUrl, JWT_ISSUER: issuer, JWT_AUDIENCE: audience },
    accessToken: (user) =>
      new SignJWT({ email: user.email, role: user.role, provider: 'email', sid: randomUUID() })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(privateKey),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The services' JWKS clients keep their connections alive: closing must not wait on them.
        server.closeAllConnections();
      }),
  };
}
