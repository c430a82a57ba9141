import { IdentityApi, randomCpf, signupBody } from './support/identity-api';

const api = new IdentityApi();
beforeAll(() => api.start({ SIGNUP_LIMIT_PER_HOUR: '20' }));
afterAll(() => api.stop());

const fieldErrors = (body: Record<string, unknown>) =>
  Object.fromEntries(
    ((body.details as { fields: { field: string; messages: string[] }[] }).fields ?? []).map((field) => [
      field.field,
      field.messages,
    ]),
  );

test('sign-up creates an unconfirmed account, mails a confirmation link and answers a polling token', async () => {
  const body = signupBody();
  const answer = await api.call('POST', '/auth/signup', { body });
  expect(answer.status).toBe(201);
  expect(answer.body.user).toMatchObject({
    email: body.email,
    email_confirmed_at: null,
    provider: 'email',
    role: 'user',
  });
  expect(JSON.stringify(answer.body)).not.toContain('segredo1');

  const { rows } = await api.db.query('SELECT password_hash FROM identity.users WHERE email = $1', [body.email]);
  expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);

  const token = String(answer.body.registration_token);
  const status = await api.call('GET', '/auth/signup/status', { headers: { 'x-registration-token': token } });
  expect(status.body).toEqual({ email: body.email, confirmed: false });

  const mail = await api.mailTo(String(body.email), /Confirme seu e-mail/);
  expect(mail.text).toContain('Olá, Ana!');
  expect(await api.follow(mail.links[0])).toMatch(/\/emailConfirmed$/);
  expect((await api.call('GET', '/auth/signup/status', { headers: { 'x-registration-token': token } })).body).toEqual({
    email: body.email,
    confirmed: true,
  });
  // The link is one-time.
  expect(await api.follow(mail.links[0])).toMatch(/\/emailNotConfirmed\/invalidorexpired$/);

  const events = await api.db.query(
    `SELECT type FROM identity.outbox_events WHERE envelope->'data'->>'email' = $1 ORDER BY position`,
    [body.email],
  );
  expect(events.rows.map((row) => row.type)).toEqual([
    'user.registered',
    'user.legal-details-updated',
    'user.email-confirmed',
  ]);
});

test('an unknown or tampered link leads to the invalid-or-expired page', async () => {
  expect(await api.follow(`${api.platform.url}/api/auth/verify?type=signup&token=nao-existe`)).toMatch(
    /\/emailNotConfirmed\/invalidorexpired$/,
  );
  expect(await api.follow(`${api.platform.url}/api/auth/verify?type=recovery&token=`)).toMatch(/invalidorexpired$/);
});

test.each([
  { override: { email: 'nao-e-email' }, field: 'email', message: 'Informe um e-mail válido' },
  { override: { password: '12345' }, field: 'password', message: 'A senha deve conter pelo menos 6 dígitos' },
  { override: { fullName: '' }, field: 'fullName', message: 'O nome deve conter pelo menos 1 caracter' },
  {
    override: { fullName: 'a'.repeat(256) },
    field: 'fullName',
    message: 'O nome deve conter no máximo 255 caracteres',
  },
  { override: { phone: '' }, field: 'phone', message: 'Número obrigatório' },
  { override: { phone: '(11) 1234-567' }, field: 'phone', message: 'Número inválido' },
  { override: { cpf: '' }, field: 'cpf', message: 'CPF obrigatório' },
  { override: { cpf: '123.456.789-00' }, field: 'cpf', message: 'CPF inválido' },
  { override: { cpf: '52998224725' }, field: 'cpf', message: 'CPF inválido' },
  { override: { cep: '0131-100' }, field: 'cep', message: 'CEP inválido' },
  { override: { producer: '' }, field: 'producer', message: 'A produtora/selo deve conter pelo menos 1 caracter' },
])('sign-up refuses a bad $field with "$message" and creates nothing', async ({ override, field, message }) => {
  const body = signupBody(override);
  const answer = await api.call('POST', '/auth/signup', { body });
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe('VALIDATION_FAILED');
  expect(fieldErrors(answer.body)[field]).toContain(message);
  const { rows } = await api.db.query('SELECT count(*)::int AS count FROM identity.users WHERE email = $1', [
    String(body.email),
  ]);
  expect(rows[0].count).toBe(0);
});

test('a duplicate e-mail (any case) and a duplicate CPF are refused with the spec messages', async () => {
  const first = signupBody();
  expect((await api.call('POST', '/auth/signup', { body: first })).status).toBe(201);

  const sameEmail = await api.call('POST', '/auth/signup', {
    body: signupBody({ email: String(first.email).toUpperCase() }),
  });
  expect(sameEmail.status).toBe(409);
  expect(sameEmail.body).toMatchObject({ code: 'EMAIL_IN_USE', message: 'E-mail já está em uso!' });

  const sameCpf = await api.call('POST', '/auth/signup', { body: signupBody({ cpf: first.cpf }) });
  expect(sameCpf.status).toBe(409);
  expect(sameCpf.body).toMatchObject({ code: 'CPF_IN_USE', message: 'CPF já cadastrado na base de dados.' });
});

test('resend mails a new link, then asks to wait the real number of seconds', async () => {
  const body = signupBody({ cpf: randomCpf() });
  await api.call('POST', '/auth/signup', { body });
  await api.mailTo(String(body.email), /Confirme/);

  const resent = await api.call('POST', '/auth/resend', { body: { type: 'signup', email: body.email } });
  expect(resent.status).toBe(202);
  expect(resent.body.message).toBe('E-mail de confirmação reenviado com sucesso.');
  const again = await api.call('POST', '/auth/resend', { body: { type: 'signup', email: body.email } });
  expect(again.status).toBe(429);
  expect(again.body.message).toMatch(/^Por questões de segurança, tente novamente em (59 segundos|cerca de 1 minuto)$/);
});

test('the registration status needs the token it was given', async () => {
  const answer = await api.call('GET', '/auth/signup/status', { headers: { 'x-registration-token': 'inventado' } });
  expect(answer.status).toBe(401);
});

test('sign-ups from one address are limited per hour', async () => {
  let answer = await api.call('POST', '/auth/signup', { body: signupBody() });
  for (let attempt = 0; attempt < 25 && answer.status === 201; attempt += 1) {
    answer = await api.call('POST', '/auth/signup', { body: signupBody() });
  }
  expect(answer.status).toBe(429);
  // An hour's wait reads as one, not as 3600 seconds.
  expect(answer.body.message).toBe('Por questões de segurança, tente novamente em cerca de 1 hora');
});
