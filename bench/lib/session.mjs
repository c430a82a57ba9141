/**
 * The bench account over the platform's own API: signed up and confirmed through the
 * development mailbox the first time (sign-ups are rate limited, so it is reused), then logged in.
 */

export const BENCH_ACCOUNT = { email: 'bench.catalogo@example.com', password: 'bench-catalogo-1' };
const BENCH_PROFILE = { fullName: 'Bench Catálogo', phone: '(11) 91234-5678', cep: '01310-100', producer: 'Bench' };

/** A JSON call to `${base}/api${path}`. */
export async function call(base, method, path, { body, token } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** A CPF with valid check digits (sign-up validates them). */
function randomCpf() {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(base).size === 1) base[0] = (base[0] + 1) % 10;
  const digit = (digits) => {
    const rest = (digits.reduce((sum, value, index) => sum + value * (digits.length + 1 - index), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const all = [...base, first, digit([...base, first])].join('');
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

async function mailbox(base) {
  const { status, body } = await call(base, 'GET', '/auth/dev/mailbox');
  if (status !== 200) throw new Error(`caixa de e-mails de desenvolvimento indisponível (${status})`);
  return body;
}

/** Follows the confirmation link of a mail that arrived after `seen` (the dev mailbox's ids). */
async function confirmFromMailbox(base, email, seen) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await mailbox(base)).find(
      (message) => !seen.has(message.id) && message.to.includes(email) && /Confirme/.test(message.subject),
    );
    if (mail) {
      const link = new URL(mail.links[0]);
      await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail de confirmação para ${email}`);
}

/** Logs the bench account in, signing it up first the first time. */
export async function signIn(base, credentials = BENCH_ACCOUNT) {
  let answer = await call(base, 'POST', '/auth/login', { body: credentials });
  if (answer.status === 401 || answer.status === 403) {
    // Unknown: sign up. Not confirmed (an earlier run stopped halfway): send the link again.
    const seen = new Set((await mailbox(base)).map((message) => message.id));
    const sent =
      answer.status === 401
        ? await call(base, 'POST', '/auth/signup', { body: { ...credentials, ...BENCH_PROFILE, cpf: randomCpf() } })
        : await call(base, 'POST', '/auth/resend', { body: { type: 'signup', email: credentials.email } });
    if (sent.status >= 300) throw new Error(`cadastro falhou (${sent.status}): ${JSON.stringify(sent.body)}`);
    await confirmFromMailbox(base, credentials.email, seen);
    answer = await call(base, 'POST', '/auth/login', { body: credentials });
  }
  if (answer.status !== 200 || !answer.body.access_token) {
    throw new Error(`login falhou (${answer.status}): ${JSON.stringify(answer.body)}`);
  }
  const token = answer.body.access_token;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  return { token, userId };
}
