import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, toAuthUser, type AccessTokenClaims } from '@sampleteca/auth';
import { startTokenIssuer, type TokenIssuer } from '../src/token-issuer';

let issuer: TokenIssuer;

beforeAll(async () => {
  issuer = await startTokenIssuer();
});
afterAll(() => issuer.close());

const verify = (token: string, expected = { issuer: 'sampleteca', audience: 'sampleteca' }) =>
  jwtVerify<AccessTokenClaims>(token, createRemoteJWKSet(new URL(issuer.jwksUrl)), {
    ...expected,
    algorithms: [ACCESS_TOKEN_ALGORITHM],
  });

test('its tokens verify against the JWKS it serves, with the claims identity signs', async () => {
  const token = await issuer.accessToken({
    id: 'b1a2c3d4-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    role: 'user',
  });
  const { payload, protectedHeader } = await verify(token);
  expect(protectedHeader.alg).toBe('ES256');
  expect(payload).toMatchObject({
    sub: 'b1a2c3d4-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    provider: 'email',
  });
  expect(payload.sid).toEqual(expect.any(String));
  expect(toAuthUser(payload)).toMatchObject({ id: payload.sub, role: 'user' });
});

test('an administrator token carries the admin role', async () => {
  const token = await issuer.accessToken({
    id: 'b1a2c3d4-0000-4000-8000-000000000002',
    email: 'dora@example.com',
    role: 'admin',
  });
  expect(toAuthUser((await verify(token)).payload).role).toBe('admin');
});

test("its env points a service's JWT check at it; another issuer's key does not verify", async () => {
  expect(issuer.env).toEqual({ JWKS_URL: issuer.jwksUrl, JWT_ISSUER: 'sampleteca', JWT_AUDIENCE: 'sampleteca' });
  const other = await startTokenIssuer();
  try {
    const foreign = await other.accessToken({
      id: 'b1a2c3d4-0000-4000-8000-000000000003',
      email: 'x@example.com',
      role: 'user',
    });
    await expect(verify(foreign)).rejects.toThrow();
  } finally {
    await other.close();
  }
});
