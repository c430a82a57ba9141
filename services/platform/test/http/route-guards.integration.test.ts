// Every route of every service, read from the OpenAPI document the services register: a route
// that says it needs a session refuses a visitor, console routes refuse a signed-in user who is
// not an administrator, and every JSON body (and console filter) is validated, in Portuguese,
// before anything runs.
// A new route is covered the day it is added (Immich's controller-spec tier, over the real app).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, UNAUTHENTICATED_MESSAGE } from '@sampleteca/auth';
import { SigningKeyProvider } from '@sampleteca/identity';
import { ALL_SERVICES } from '@sampleteca/platform';
import { buildOpenApiDocuments, runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, type TestEnvironment } from '@sampleteca/testing';

type Operation = {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
};
type Route = { method: string; path: string; operation: Operation };
type Schema = { required?: string[]; properties?: Record<string, unknown> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const VALIDATION_MESSAGE = 'Dados inválidos. Verifique os campos destacados.';
const NUL_MESSAGE = 'A requisição contém um caractere nulo, que não é aceito.';
const ILL_FORMED_MESSAGE =
  'A requisição contém um texto malformado (um caractere Unicode incompleto), que não é aceito.';
/** The guard's message, and the audio upload's (spec 02 §5: its failure, 'Você precisa está autenticado!' as the reason). */
const SIGN_IN_MESSAGES = [UNAUTHENTICATED_MESSAGE, 'Erro ao tentar fazer upload da música!'];

let environment: TestEnvironment;
let platform: RunningPlatform;
let routes: Route[];
let schemas: Record<string, Schema>;

beforeAll(async () => {
  environment = await createTestEnvironment();
  platform = await runPlatform(ALL_SERVICES, { ...process.env, ...environment.env, ROLES: 'api' });
  const document = buildOpenApiDocuments(platform.app, ALL_SERVICES).combined as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  schemas = document.components.schemas;
  routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});

afterAll(async () => {
  await platform?.close();
  await environment?.cleanup();
});

/** A token identity would sign for a fresh account with `role`. */
function token(role: 'user' | 'admin'): Promise<string> {
  const key = platform.app.get(SigningKeyProvider).current;
  return new SignJWT({ email: `${role}@example.com`, role, provider: 'email', sid: randomUUID() })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid })
    .setSubject(randomUUID())
    .setIssuer(platform.config.JWT_ISSUER)
    .setAudience(platform.config.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
}

/** The route's address with every `{param}` filled by an id nobody has. */
const address = (path: string) => `${platform.url}${path.replace(/\{[^}]+\}/g, randomUUID())}`;

function call(route: Route, options: { bearer?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(address(route.path), {
    method: route.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
}

const secured = () => routes.filter((route) => route.operation.security?.length);
const adminOnly = () => routes.filter((route) => route.path.startsWith('/api/admin/'));
const jsonBodySchema = (route: Route) => {
  const ref = route.operation.requestBody?.content['application/json']?.schema.$ref;
  return ref ? schemas[ref.split('/').pop()!] : undefined;
};

test('the document lists the routes (the sweeps below read it)', () => {
  expect(secured().length).toBeGreaterThan(40);
  expect(adminOnly().length).toBeGreaterThan(3);
  expect(routes.filter((route) => jsonBodySchema(route)).length).toBeGreaterThan(15);
});

test('every route that needs a session answers a visitor 401 in Portuguese', async () => {
  const refusedWrongly: string[] = [];
  for (const route of secured()) {
    const response = await call(route, { body: route.operation.requestBody ? {} : undefined });
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (response.status !== 401 || body.code !== 'UNAUTHENTICATED' || !SIGN_IN_MESSAGES.includes(body.message ?? ''))
      refusedWrongly.push(`${route.method} ${route.path}: ${response.status} ${body.code}`);
  }
  expect(refusedWrongly).toEqual([]);
});

test('every console route refuses a signed-in user who is not an administrator (403)', async () => {
  const bearer = await token('user');
  const answered: string[] = [];
  for (const route of adminOnly()) {
    const response = await call(route, { bearer, body: route.operation.requestBody ? {} : undefined });
    const body = (await response.json()) as { code?: string };
    if (response.status !== 403 || body.code !== 'FORBIDDEN')
      answered.push(`${route.method} ${route.path}: ${response.status}`);
  }
  expect(answered).toEqual([]);
});

test('every JSON body is validated first: missing required fields and unknown fields are named in Portuguese', async () => {
  const [user, admin] = await Promise.all([token('user'), token('admin')]);
  const accepted: string[] = [];
  for (const route of routes) {
    const schema = jsonBodySchema(route);
    if (!schema) continue;
    const bearer = route.path.startsWith('/api/admin/') ? admin : user;
    const response = await call(route, { bearer, body: { campoQueNaoExiste: 1 } });
    const body = (await response.json()) as {
      code?: string;
      message?: string;
      details?: { fields: { field: string; messages: string[] }[] };
    };
    const fields = new Map(body.details?.fields.map((entry) => [entry.field, entry.messages]));
    const named =
      fields.get('campoQueNaoExiste')?.[0] === 'O campo campoQueNaoExiste não é permitido.' &&
      (schema.required ?? []).every((field) => fields.get(field)?.length);
    if (response.status !== 400 || body.code !== 'VALIDATION_FAILED' || body.message !== VALIDATION_MESSAGE || !named)
      accepted.push(`${route.method} ${route.path}: ${response.status} ${JSON.stringify(body)}`);
  }
  expect(accepted).toEqual([]);
});

test('every JSON body with ill-formed text (a lone surrogate) is refused in Portuguese before anything runs', async () => {
  const [user, admin] = await Promise.all([token('user'), token('admin')]);
  const accepted: string[] = [];
  for (const route of routes) {
    if (!jsonBodySchema(route)) continue;
    const bearer = route.path.startsWith('/api/admin/') ? admin : user;
    const response = await call(route, { bearer, body: { texto: 'x\ud800y' } });
    const body = (await response.json()) as { code?: string; message?: string };
    if (response.status !== 400 || body.code !== 'VALIDATION_FAILED' || body.message !== ILL_FORMED_MESSAGE)
      accepted.push(`${route.method} ${route.path}: ${response.status} ${body.message}`);
  }
  expect(accepted).toEqual([]);
});

test("every console list checks react-admin's filter once decoded: a NUL or a lone surrogate is a 400, not a 500", async () => {
  const admin = await token('admin');
  const lists = routes.filter(
    (route) => route.method === 'GET' && adminOnly().includes(route) && !route.path.includes('{'),
  );
  const get = (route: Route, filter: string) =>
    fetch(`${platform.url}${route.path}?filter=${encodeURIComponent(filter)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
  const wrong: string[] = [];
  let simpleRestLists = 0;
  for (const route of lists) {
    // A list in react-admin's shape answers Content-Range; other console reads ignore `filter`.
    const isList = (await get(route, '{}')).headers.has('content-range');
    if (isList) simpleRestLists += 1;
    for (const [filter, message] of [
      ['{"q":"\\u0000"}', NUL_MESSAGE],
      ['{"q":"x\\ud800"}', ILL_FORMED_MESSAGE],
    ]) {
      const response = await get(route, filter);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (isList ? response.status !== 400 || body.message !== message : response.status >= 500)
        wrong.push(`${route.path} ${filter}: ${response.status} ${body.message}`);
    }
  }
  expect(simpleRestLists).toBeGreaterThan(5);
  expect(wrong).toEqual([]);
});
