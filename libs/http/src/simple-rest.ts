import type { Response } from 'express';
import { assertSafeInput } from './unsafe-input.pipe';
import { invalidField } from './validation';

/** The last row a range may ask for. */
const MAX_RANGE_END = 100_000_000;

export type SimpleRestQuery = {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  skip: number;
  take: number;
  filter: Record<string, unknown>;
};

function parseJson<T>(raw: unknown, name: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  let parsed: T;
  try {
    parsed = JSON.parse(String(raw)) as T;
  } catch {
    throw invalidField(name, `${name} deve ser JSON válido.`);
  }
  // The input guard saw the raw query, where "\u0000" was six harmless characters: see the decoded text too.
  assertSafeInput(parsed);
  return parsed;
}

/**
 * Reads ra-data-simple-rest's `sort=["title","ASC"]&range=[0,24]&filter={"q":"x"}`, allowing
 * only the listed sort fields so a query cannot order by a private column.
 */
export function parseSimpleRestQuery(
  query: Record<string, unknown>,
  options: { sortable: string[]; maxPageSize?: number },
): SimpleRestQuery {
  const sort = parseJson<[string, string]>(query.sort, 'sort');
  const range = parseJson<[number, number]>(query.range, 'range') ?? [0, 19];
  const filter = parseJson<Record<string, unknown>>(query.filter, 'filter') ?? {};
  const [start, end] = range.map(Number);
  const maxPageSize = options.maxPageSize ?? 100;
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    end < start ||
    end - start + 1 > maxPageSize ||
    // OFFSET beyond any list (and beyond what PostgreSQL takes): an error to read, not a 500.
    end > MAX_RANGE_END
  ) {
    throw invalidField('range', `Intervalo inválido (máximo de ${maxPageSize} itens).`);
  }
  const validSort =
    sort && options.sortable.includes(sort[0])
      ? { field: sort[0], order: sort[1]?.toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const) }
      : undefined;
  return { sort: validSort, skip: start, take: end - start + 1, filter };
}

/** react-admin reads the total from `Content-Range: <resource> <start>-<end>/<total>`. */
export function setContentRange(
  response: Response,
  resource: string,
  query: SimpleRestQuery,
  count: number,
  total: number,
): void {
  const end = count === 0 ? query.skip : query.skip + count - 1;
  response.setHeader('Content-Range', `${resource} ${query.skip}-${end}/${total}`);
}

/** Headers browsers may read cross-origin: react-admin needs Content-Range; a 429's Retry-After. */
export const EXPOSED_HEADERS = ['Content-Range', 'X-Correlation-Id', 'Retry-After'];
