import type { OpenAPIObject } from '@nestjs/swagger';
import { assertRouteOwnership, type OpenApiDocuments } from '../src/openapi';

const documentWith = (...paths: string[]) =>
  ({ paths: Object.fromEntries(paths.map((path) => [path, {}])) }) as OpenAPIObject;
const documents = (services: Record<string, OpenAPIObject>): OpenApiDocuments => ({
  combined: documentWith(),
  services,
});

test('routes under their own service prefix, and per-process routes, pass', () => {
  expect(() =>
    assertRouteOwnership(documents({ catalogue: documentWith('/api/sounds', '/api/sounds/{id}', '/api/health') })),
  ).not.toThrow();
});

test("a route under another service's prefix is named, with its owner", () => {
  expect(() => assertRouteOwnership(documents({ catalogue: documentWith('/api/sounds', '/api/plans') }))).toThrow(
    'catalogue registra /api/plans, cujo prefixo pertence a billing',
  );
});
