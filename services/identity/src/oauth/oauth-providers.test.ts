import { mapUserInfo } from './oauth-providers';

describe("a provider's user info", () => {
  test('an e-mail counts as verified only when the provider asserts it', () => {
    expect(mapUserInfo({ sub: 'g1', email: 'a@example.com', email_verified: true }).emailVerified).toBe(true);
    expect(mapUserInfo({ sub: 'g2', email: 'a@example.com', email_verified: false }).emailVerified).toBe(false);
    // Spotify's shape: no claim at all, and its addresses are unverified by its own documentation.
    expect(mapUserInfo({ id: 's1', display_name: 'Ana', email: 'a@example.com' }).emailVerified).toBe(false);
    expect(mapUserInfo({ sub: 'g3', email_verified: true }).emailVerified).toBe(false);
  });
});
