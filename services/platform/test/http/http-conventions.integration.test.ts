import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Response } from 'express';
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { CurrentUser, Public, Roles, ACCESS_TOKEN_ALGORITHM, type AuthUser } from '@sampleteca/auth';
import { identityService, SigningKeyProvider } from '@sampleteca/identity';
import { PageQuery, pageOf, parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, type TestEnvironment } from '@sampleteca/testing';
import { probeService } from '../support/probe-service';

class CreateSoundBody {
  @ApiProperty()
  @IsString({ message: 'O nome é obrigatório.' })
  @MinLength(1, { message: 'O nome é obrigatório.' })
  @MaxLength(255, { message: 'O nome pode ter no máximo 255 caracteres.' })
  name: string;
}

@Controller()
class ProbeController {
  @Public()
  @Get('sounds/latest')
  latest(@CurrentUser() user: AuthUser | undefined, @Query() query: PageQuery) {
    return { ...pageOf(['som'], 1, query), viewer: user?.email ?? null };
  }

  @Get('library/me')
  me(@CurrentUser() user: AuthUser) {
    return user;
  }

  @Post('sounds')
  create(@Body() body: CreateSoundBody) {
    return { created: body.name };
  }

  @Public()
  @Get('sounds/broken')
  broken(): never {
    throw new Error('detalhe interno que não deve vazar');
  }

  @Roles('admin')
  @Get('admin/sounds')
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const parsed = parseSimpleRestQuery(query, { sortable: ['name'] });
    const rows = Array.from({ length: 45 }, (_, index) => ({ id: index, name: `Som ${index}` })).slice(
      parsed.skip,
      parsed.skip + parsed.take,
    );
    setContentRange(response, 'sounds', parsed, rows.length, 45);
    return rows;
  }
}

let environment: TestEnvironment;
let platform: RunningPlatform;
let signingKey: CryptoKey;

async function token(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; expiresIn?: string; audience?: string } = {},
) {
  return new SignJWT({ email: 'ana@example.com', role: 'user', provider: 'email', sid: randomUUID(), ...claims })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: platform.app.get(SigningKeyProvider).current.kid })
    .setSubject('7b0d6c1e-0000-4000-8000-000000000001')
    .setIssuer(platform.config.JWT_ISSUER)
    .setAudience(options.audience ?? platform.config.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? signingKey);
}

const get = (path: string, bearer?: string) =>
  fetch(`${platform.url}/api${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

beforeAll(async () => {
  environment = await createTestEnvironment();
  platform = await runPlatform([identityService, probeService(ProbeController)], {
    ...process.env,
    ...environment.env,
  });
  signingKey = platform.app.get(SigningKeyProvider).current.privateKey;
});

afterAll(async () => {
  await platform?.close();
  await environment?.cleanup();
});

test('a route without a token answers 401 in Portuguese with a stable code', async () => {
  const response = await get('/library/me');
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    statusCode: 401,
    code: 'UNAUTHENTICATED',
    message: 'Usuário não autenticado. Faça login para continuar.',
  });
});

test('a token signed by identity (verified through its JWKS) identifies the user', async () => {
  const sid = randomUUID();
  const response = await get('/library/me', await token({ sid }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    id: '7b0d6c1e-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    role: 'user',
    provider: 'email',
    sessionId: sid,
    // When the token ends: a live stream ends with it (#43).
    expiresAt: expect.any(Number),
  });
  // A token that names no session could never be revoked: refused.
  expect((await get('/library/me', await token({ sid: undefined }))).status).toBe(401);
});

test('expired, foreign-key and wrong-audience tokens are refused', async () => {
  const { privateKey: foreignKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM);
  for (const bad of [
    await token({}, { expiresIn: '-1m' }),
    await token({}, { key: foreignKey }),
    await token({}, { audience: 'outro-sistema' }),
  ]) {
    expect((await get('/library/me', bad)).status).toBe(401);
  }
});

test('admin routes need the admin role', async () => {
  const asUser = await get('/admin/sounds', await token({ role: 'user' }));
  expect(asUser.status).toBe(403);
  expect(await asUser.json()).toMatchObject({
    code: 'FORBIDDEN',
    message: 'Você não tem permissão para acessar este recurso.',
  });

  const asAdmin = await get(
    `/admin/sounds?range=${encodeURIComponent('[20,29]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    await token({ role: 'admin' }),
  );
  expect(asAdmin.status).toBe(200);
  expect(asAdmin.headers.get('content-range')).toBe('sounds 20-29/45');
  expect(await asAdmin.json()).toHaveLength(10);
});

test('public routes answer visitors and still recognise a signed-in user', async () => {
  expect(await (await get('/sounds/latest?page=2&pageSize=5')).json()).toEqual({
    items: ['som'],
    total: 1,
    page: 2,
    pageSize: 5,
    viewer: null,
  });
  expect(((await (await get('/sounds/latest', await token({}))).json()) as { viewer: string }).viewer).toBe(
    'ana@example.com',
  );
});

test('bad input is refused with the field and its Portuguese message', async () => {
  const response = await fetch(`${platform.url}/api/sounds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token({})}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'x'.repeat(256), extra: true }),
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; message: string; details: { fields: unknown[] } };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.message).toBe('Dados inválidos. Verifique os campos destacados.');
  expect(body.details.fields).toEqual(
    expect.arrayContaining([
      { field: 'name', messages: ['O nome pode ter no máximo 255 caracteres.'] },
      { field: 'extra', messages: [expect.any(String)] },
    ]),
  );
  const badPage = await get('/sounds/latest?pageSize=1000');
  expect(badPage.status).toBe(400);
  expect(((await badPage.json()) as { details: { fields: unknown[] } }).details.fields[0]).toEqual({
    field: 'pageSize',
    messages: ['O tamanho da página vai até 100.'],
  });
});

test('an unexpected error is a 500 with the correlation id, never the internal detail', async () => {
  const response = await fetch(`${platform.url}/api/sounds/broken`, { headers: { 'x-correlation-id': 'corr-42' } });
  expect(response.status).toBe(500);
  expect(response.headers.get('x-correlation-id')).toBe('corr-42');
  expect(await response.json()).toEqual({
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    correlationId: 'corr-42',
  });
});

test('unknown API paths answer a JSON 404, not the portal', async () => {
  const response = await get('/nao-existe');
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
});
