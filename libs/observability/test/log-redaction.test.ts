import { REDACTED, redactHeaders, redactingSerializers, redactSecrets, redactUrl } from '@sampleteca/observability';
import type { SerializedRequest, SerializedResponse } from 'pino';

test('the value of every sensitive query parameter is replaced, its name and the rest kept', () => {
  expect(redactUrl('/api/auth/verify?type=recovery&token=abc123')).toBe(
    `/api/auth/verify?type=recovery&token=${REDACTED}`,
  );
  expect(redactUrl('/api/auth/callback/google?code=c0de&state=st4te&scope=email')).toBe(
    `/api/auth/callback/google?code=${REDACTED}&state=${REDACTED}&scope=email`,
  );
  expect(redactUrl('/api/auth/authorize?provider=google&link=h4ndle')).toBe(
    `/api/auth/authorize?provider=google&link=${REDACTED}`,
  );
  expect(redactUrl('/api/auth/oauth-standin/google/authorize?login_hint=ana%40example.com')).toBe(
    `/api/auth/oauth-standin/google/authorize?login_hint=${REDACTED}`,
  );
  expect(redactUrl('/api/media/files/a/b.mp3?expires=1800000000&signature=s1gn')).toBe(
    `/api/media/files/a/b.mp3?expires=1800000000&signature=${REDACTED}`,
  );
  expect(redactUrl('/x?access_token=a&refresh_token=r&page=2')).toBe(
    `/x?access_token=${REDACTED}&refresh_token=${REDACTED}&page=2`,
  );
});

test('names are matched whatever their case or encoding, in absolute URLs and fragments too', () => {
  expect(redactUrl('https://sampleteca.example.com/a?TOKEN=x&%74oken=y')).toBe(
    `https://sampleteca.example.com/a?TOKEN=${REDACTED}&%74oken=${REDACTED}`,
  );
  expect(redactUrl('/auth/callback#access_token=a&expires_in=3600&refresh_token=r')).toBe(
    `/auth/callback#access_token=${REDACTED}&expires_in=3600&refresh_token=${REDACTED}`,
  );
  expect(redactUrl('/a?%E0%A4%A=1&token=x')).toBe(`/a?%E0%A4%A=1&token=${REDACTED}`);
});

test('a URL without secrets is left exactly as it was', () => {
  for (const url of ['/api/sounds?page=2&pageSize=20&q=trap%20beat', '/api/health', '/', '/api/x?token', '/a?b=c=d']) {
    expect(redactUrl(url)).toBe(url);
  }
});

test('credential headers are replaced and URL headers redacted; the others kept', () => {
  expect(
    redactHeaders({
      authorization: 'Bearer eyJ.secret',
      Cookie: 'sampleteca_refresh=r',
      'set-cookie': ['a=1', 'b=2'],
      'x-webhook-secret': 'w',
      referer: 'http://localhost:3000/reset?token=abc',
      location: '/login#access_token=a',
      'user-agent': 'jest',
    }),
  ).toEqual({
    authorization: REDACTED,
    Cookie: REDACTED,
    'set-cookie': REDACTED,
    'x-webhook-secret': REDACTED,
    referer: `http://localhost:3000/reset?token=${REDACTED}`,
    location: `/login#access_token=${REDACTED}`,
    'user-agent': 'jest',
  });
});

test('the request serializer logs neither the query object, the params nor the body', () => {
  const request = {
    id: 'r1',
    method: 'POST',
    url: '/api/auth/verify?token=abc',
    query: { token: 'abc' },
    params: { provider: 'google' },
    headers: { authorization: 'Bearer t' },
    remoteAddress: '127.0.0.1',
    remotePort: 5000,
    body: { password: 'segredo1' },
  } as unknown as SerializedRequest;
  const logged = JSON.stringify(redactingSerializers.req(request));
  expect(logged).not.toContain('abc');
  expect(logged).not.toContain('segredo1');
  expect(logged).not.toContain('Bearer t');
  expect(JSON.parse(logged)).toEqual({
    id: 'r1',
    method: 'POST',
    url: `/api/auth/verify?token=${REDACTED}`,
    headers: { authorization: REDACTED },
    remoteAddress: '127.0.0.1',
    remotePort: 5000,
  });
  // The security headers every answer carries are left out of the line.
  const response = {
    statusCode: 302,
    headers: { 'set-cookie': 'sid=1', location: '/x?code=c', 'content-security-policy': "default-src 'none'" },
  };
  expect(redactingSerializers.res(response as unknown as SerializedResponse)).toEqual({
    statusCode: 302,
    headers: { 'set-cookie': REDACTED, location: `/x?code=${REDACTED}` },
  });
});

test("a job's data or an event shown to an operator keeps everything but its credentials", () => {
  const mail = {
    to: 'nina@example.com',
    template: 'recovery',
    link: 'https://sampleteca.test/api/auth/verify?type=recovery&token=t0k3n',
    tries: [{ mfaToken: 'm', note: 'ver https://x.test/cb?code=abc&page=2' }],
    passwordHash: 'h',
  };
  expect(redactSecrets(mail)).toEqual({
    to: 'nina@example.com',
    template: 'recovery',
    link: REDACTED,
    tries: [{ mfaToken: REDACTED, note: `ver https://x.test/cb?code=${REDACTED}&page=2` }],
    passwordHash: REDACTED,
  });
  expect(JSON.stringify(redactSecrets(mail))).not.toMatch(/t0k3n|abc|"m"|"h"/);
});
