import { VerifiedTokens } from '../src/verified-tokens';

const claims = { sub: 'u1', email: 'a@example.com', role: 'user' as const, provider: 'email', sid: 's1' };

test('a verified token is remembered by its exact text until its own expiry, and no longer', () => {
  const tokens = new VerifiedTokens();
  const now = Date.now();
  tokens.remember('header.payload.signature', { ...claims, exp: Math.floor(now / 1000) + 60 });
  expect(tokens.get('header.payload.signature', now)).toMatchObject(claims);
  // The same payload with any other signature is not the verified token.
  expect(tokens.get('header.payload.forged', now)).toBeUndefined();
  expect(tokens.get('header.payload.signature', now + 61_000)).toBeUndefined();
  expect(tokens.get('header.payload.signature', now)).toBeUndefined();
});

test('a token without an expiry is never remembered', () => {
  const tokens = new VerifiedTokens();
  tokens.remember('no.expiry.token', claims);
  expect(tokens.get('no.expiry.token')).toBeUndefined();
});
