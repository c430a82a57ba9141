import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { ACCESS_TOKEN_ALGORITHM } from '@sampleteca/auth';
import type { RunningPlatform } from '@sampleteca/runtime';

const KID = 'media-test';

export type TokenUser = { id: string; email: string; role: 'user' | 'admin' };

export type IdentityStandIn = {
  /** What the platform's JWKS_URL points at. */
  jwksUrl: string;
  /** An access token as identity would issue it, for the running platform's issuer and audience. */
  accessToken: (platform: RunningPlatform, user: TokenUser) => Promise<string>;
  close: () => Promise<void>;
};

/** identity's JWKS stand-in: tokens signed here verify in the media service. */
export async function startIdentityStandIn(): Promise<IdentityStandIn> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM);
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}/jwks.json`,
    accessToken: (platform, user) =>
      new SignJWT({ email: user.email, role: user.role, provider: 'email', sid: randomUUID() })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: KID })
        .setSubject(user.id)
        .setIssuer(platform.config.JWT_ISSUER)
        .setAudience(platform.config.JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
