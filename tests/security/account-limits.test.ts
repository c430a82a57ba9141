import { IdentityApi } from '../../services/identity/test/support/identity-api';

/**
 * Password guessing spread over many addresses (a botnet, or a proxy that really forwards many
 * clients) meets a per-account limit; a burst of recovery mails from one address meets a
 * per-address one. Behind a trusted proxy, as in production, so each request has its own address.
 */
const api = new IdentityApi();
beforeAll(() => api.start({ TRUST_PROXY: 'loopback' }));
afterAll(() => api.stop());

const from = (address: string) => ({ 'x-forwarded-for': address });

test('twenty wrong passwords from twenty addresses lock the account, not the other accounts', async () => {
  const victim = await api.signUpConfirmed();
  const bystander = await api.signUpConfirmed();
  for (let index = 1; index <= 20; index += 1) {
    const guess = await api.call('POST', '/auth/login', {
      body: { email: victim.email, password: `chute${index}` },
      headers: from(`203.0.113.${index}`),
    });
    expect(guess.status).toBe(401);
  }
  // A fresh address, even with the right password, waits: the account's budget is spent.
  const locked = await api.call('POST', '/auth/login', {
    body: { email: victim.email, password: 'segredo1' },
    headers: from('198.51.100.7'),
  });
  expect(locked.status).toBe(429);
  expect(locked.body.code).toBe('RATE_LIMITED');
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

  const other = await api.call('POST', '/auth/login', {
    body: { email: bystander.email, password: 'segredo1' },
    headers: from('198.51.100.7'),
  });
  expect(other.status).toBe(200);
});

test('recovery links: one address asking for many accounts is limited, other addresses are not', async () => {
  for (let index = 1; index <= 20; index += 1) {
    const asked = await api.call('POST', '/auth/recover', {
      body: { email: `alvo${index}@example.com` },
      headers: from('203.0.113.200'),
    });
    expect(asked.status).toBe(202);
  }
  const burst = await api.call('POST', '/auth/recover', {
    body: { email: 'alvo21@example.com' },
    headers: from('203.0.113.200'),
  });
  expect(burst.status).toBe(429);
  expect(Number(burst.headers.get('retry-after'))).toBeGreaterThan(0);
  const elsewhere = await api.call('POST', '/auth/recover', {
    body: { email: 'alvo21@example.com' },
    headers: from('203.0.113.201'),
  });
  expect(elsewhere.status).toBe(202);
});
