// Issue #32: the platform on every core (PLATFORM_PROCESSES) answers as one process does. Each
// request below opens its own connection, which Node's cluster hands to the processes in turn, so
// a write served by one process is read back from the other.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { formatCpf, validCpf } from '../accounts/accountsPlatform';
import { startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';

const PROCESSES = 2;
/** Enough fresh connections that every process answers several. */
const READS = 3 * PROCESSES;

let platform: CataloguePlatform;
let producer: Account;
let listener: Account;
let other: Account;
let publicSound: string;
let categoryId: string;

type Listed = { items: { id: string; likes: number; liked: boolean }[]; total: number };

/** One request on a connection of its own (no keep-alive: the cluster picks a process for it). */
function freshRequest(method: string, path: string, token?: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const call = request(
      `${platform.base}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** The newest sounds `token` sees, read `READS` times on fresh connections. */
async function listsSeenBy(token: string): Promise<Listed[]> {
  const lists: Listed[] = [];
  for (let read = 0; read < READS; read += 1) {
    const { status, body } = await freshRequest('GET', '/api/sounds', token);
    expect(status).toBe(200);
    lists.push(body as Listed);
  }
  return lists;
}

/** The platform's node processes: the supervisor's children. */
function platformChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(platform.pid);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

beforeAll(async () => {
  // A low sign-up limit, to see it counted across processes (three accounts are made below).
  platform = await startCataloguePlatform({ PLATFORM_PROCESSES: String(PROCESSES), SIGNUP_LIMIT_PER_HOUR: '4' });
  producer = await platform.createAccount('Pedro Processos');
  listener = await platform.createAccount('Lia Ouvinte');
  other = await platform.createAccount('Otávio Outro');
  categoryId = await platform.createCategory(producer.token, 'Baile');
  publicSound = await platform.createSound(producer.token, {
    name: 'Batida em Dois',
    type: 'Beats',
    key: 'Am',
    bpm: '85-100',
    categoryId,
  });
  await platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [publicSound]);
}, 180_000);

afterAll(async () => {
  await platform?.stop();
});

test('PLATFORM_PROCESSES=2 serves one port from two processes', () => {
  expect(platformChildren()).toHaveLength(PROCESSES);
});

test('a like shows at once to its author and to others, whichever process reads it', async () => {
  // Both processes hold the page in their shared pages before the like.
  for (const list of await listsSeenBy(other.token))
    expect(list.items.find((item) => item.id === publicSound)?.likes).toBe(0);

  expect((await freshRequest('PUT', `/api/sounds/${publicSound}/like`, listener.token, { liked: true })).status).toBe(
    200,
  );

  for (const list of await listsSeenBy(listener.token))
    expect(list.items.find((item) => item.id === publicSound)).toMatchObject({ likes: 1, liked: true });
  for (const list of await listsSeenBy(other.token))
    expect(list.items.find((item) => item.id === publicSound)).toMatchObject({ likes: 1, liked: false });
});

test('a private upload shows to its owner on every process and never to anyone else', async () => {
  const privateSound = await platform.createSound(producer.token, {
    name: 'Rascunho Privado',
    type: 'Samples',
    key: 'C',
    bpm: '110-130',
    categoryId,
  });
  for (const list of await listsSeenBy(producer.token))
    expect(list.items.map((item) => item.id)).toContain(privateSound);
  for (const list of await listsSeenBy(other.token))
    expect(list.items.map((item) => item.id)).not.toContain(privateSound);
});

test('a rate limit counts the requests every process served', async () => {
  const signUp = (index: number) =>
    freshRequest('POST', '/api/auth/signup', undefined, {
      email: `limite.${index}.${Date.now()}@example.com`,
      password: 'segredo123',
      fullName: 'Rita Limite',
      phone: '(11) 91234-5678',
      cpf: formatCpf(validCpf()),
      cep: '01310-100',
      producer: 'Selo Limite',
    });
  // Three sign-ups were made above; the fourth is the last the hour allows, on whichever process.
  expect((await signUp(4)).status).toBe(201);
  for (let index = 5; index < 5 + PROCESSES; index += 1) expect((await signUp(index)).status).toBe(429);
});
