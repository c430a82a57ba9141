// Every route of every service, read from the OpenAPI document the services register: a route
// that says it needs a session refuses a visitor, console routes refuse a signed-in user who is
// not an administrator, and every JSON body (and console filter) is validated, in Portuguese,
// before anything runs; every number a request carries is bounded, so none reaches a column that
// cannot hold it.
// A new route is covered the day it is added (Immich's controller-spec tier, over the real app).
import { randomUUID } from 'node:crypto';
import { UNAUTHENTICATED_MESSAGE } from '@sampleteca/auth';
import { ALL_SERVICES } from '@sampleteca/platform';
import { buildOpenApiDocuments, runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, type TestEnvironment } from '@sampleteca/testing';
import { tokenFor } from '../support/platform-token';

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  items?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Route = { method: string; path: string; operation: Operation };

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

/** A body's field: property names, ITEM for an array's item. */
const ITEM = Symbol('item');
type FieldPath = (string | typeof ITEM)[];
/** A number a request carries: a query or path parameter, or a field of the JSON body. */
type NumberInput = { route: Route; in: 'query' | 'path' | 'body'; path: FieldPath; schema: Schema };

const resolve = (schema: Schema): Schema => {
  if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return { ...schema, ...resolve(schema.allOf[0]), allOf: undefined };
  return schema;
};

function numbersIn(schema: Schema, path: FieldPath): { path: FieldPath; schema: Schema }[] {
  const resolved = resolve(schema);
  if (resolved.type === 'number' || resolved.type === 'integer') return [{ path, schema: resolved }];
  if (resolved.type === 'array' && resolved.items) return numbersIn(resolved.items, [...path, ITEM]);
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => numbersIn(property, [...path, name]));
}

function numberInputs(): NumberInput[] {
  return routes.flatMap((route) => [
    ...(route.operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
      .flatMap((parameter) =>
        numbersIn(parameter.schema ?? {}, [parameter.name]).map(({ schema }) => ({
          route,
          in: parameter.in as 'query' | 'path',
          path: [parameter.name],
          schema,
        })),
      ),
    ...Object.values(route.operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
      numbersIn(schema, []).map(({ path, schema: field }) => ({ route, in: 'body' as const, path, schema: field })),
    ),
  ]);
}

/** The body with `value` at `path` and nothing else. */
function bodyWith(path: FieldPath, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return head === ITEM ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

/** The field the validation pipe names: `a.b`, an array of objects' `a.0.b`, an array of numbers' `a`. */
const fieldName = (path: FieldPath) =>
  path
    .map((segment, index) => (segment !== ITEM ? segment : index < path.length - 1 ? '0' : undefined))
    .filter((segment) => segment !== undefined)
    .join('.');

/** class-validator's own messages are English ('must not be greater than…'): ours are Portuguese. */
const ENGLISH = /\b(must|should|not allowed)\b/;

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
  const bearer = await tokenFor(platform, 'user');
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
  const [user, admin] = await Promise.all([tokenFor(platform, 'user'), tokenFor(platform, 'admin')]);
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
  const [user, admin] = await Promise.all([tokenFor(platform, 'user'), tokenFor(platform, 'admin')]);
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
  const admin = await tokenFor(platform, 'admin');
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

test('every number a request carries has a documented range', () => {
  const inputs = numberInputs();
  expect(inputs.length).toBeGreaterThan(20);
  const unbounded = inputs
    .filter(({ schema }) => !schema.enum && (schema.minimum === undefined || schema.maximum === undefined))
    .map((input) => `${input.route.method} ${input.route.path} ${input.in} ${fieldName(input.path)}`);
  expect(unbounded).toEqual([]);
});

test('every number out of range (beyond int4, a float of 1e20) is refused in Portuguese, naming the field, never a 500', async () => {
  const [user, admin] = await Promise.all([tokenFor(platform, 'user'), tokenFor(platform, 'admin')]);
  const wrong: string[] = [];
  for (const input of numberInputs()) {
    const { route } = input;
    const name = fieldName(input.path);
    for (const value of [2 ** 31, -(2 ** 31) - 1, 1e20]) {
      let path = route.path;
      if (input.in === 'path') path = path.replace(`{${name}}`, String(value));
      const query = input.in === 'query' ? `?${name}=${value}` : '';
      const body = input.in === 'body' ? bodyWith(input.path, value) : route.operation.requestBody ? {} : undefined;
      const response = await fetch(`${platform.url}${path.replace(/\{[^}]+\}/g, randomUUID())}${query}`, {
        method: route.method,
        headers: {
          authorization: `Bearer ${route.path.startsWith('/api/admin/') ? admin : user}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const answer = (await response.json().catch(() => ({}))) as {
        code?: string;
        message?: string;
        details?: { fields?: { field: string; messages: string[] }[] };
      };
      const messages = answer.details?.fields?.find((entry) => entry.field === name)?.messages ?? [];
      if (
        response.status !== 400 ||
        answer.code !== 'VALIDATION_FAILED' ||
        answer.message !== VALIDATION_MESSAGE ||
        !messages.length ||
        messages.some((message) => ENGLISH.test(message))
      )
        wrong.push(
          `${route.method} ${route.path} ${input.in} ${name}=${value}: ${response.status} ${JSON.stringify(answer)}`,
        );
    }
  }
  expect(wrong).toEqual([]);
});
