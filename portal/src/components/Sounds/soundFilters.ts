import {
  isInstrumentFamily,
  isSoundShape,
  soundTypeFrom,
  type FilterName,
  type MusicalKey,
  type SoundFilters,
} from '../../api/soundTypes';

const NAMES: readonly FilterName[] = [
  'type',
  'category',
  'drumKit',
  'uploader',
  'key',
  'family',
  'shape',
  'search',
  'literal',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[A-G]#?m?$/;
const LITERAL = /^[a-z]+:[A-Za-z0-9#.-]+(,[a-z]+:[A-Za-z0-9#.-]+)*$/;

/**
 * The filters an address carries: `?category=…&drumKit=…&uploader=…&key=…&family=…&shape=…&search=…` and the type,
 * from the path (/dashboardPage/type/{typeSong}) when given, else from `?type=`. Values the API
 * would refuse are dropped, so a hand-edited address still lists something.
 */
export function filtersFromSearchParams(params: URLSearchParams, typeFromPath?: string): SoundFilters {
  const filters: SoundFilters = {};
  const type = soundTypeFrom(typeFromPath ?? params.get('type'));
  if (type) filters.type = type;
  for (const name of ['category', 'drumKit', 'uploader'] as const) {
    // `artist` was the uploader's name in addresses shared before it was renamed.
    const value = params.get(name) ?? (name === 'uploader' ? params.get('artist') : null);
    if (value && UUID.test(value)) filters[name] = value;
  }
  const key = params.get('key');
  if (key && KEY.test(key)) filters.key = key as MusicalKey;
  const family = params.get('family');
  if (isInstrumentFamily(family)) filters.family = family;
  const shape = params.get('shape');
  if (isSoundShape(shape)) filters.shape = shape;
  const search = params.get('search')?.trim().slice(0, 100);
  if (search) filters.search = search;
  const literal = params.get('literal');
  if (search && literal && literal.length <= 300 && LITERAL.test(literal)) filters.literal = literal;
  return filters;
}

/** The filters with one more reading of the search taken off (a chip removed). */
export function withLiteral(filters: SoundFilters, id: string): SoundFilters {
  const taken = filters.literal ? filters.literal.split(',') : [];
  return taken.includes(id) ? filters : { ...filters, literal: [...taken, id].join(',') };
}

/**
 * The address form of `filters` (without the type when the path carries it), keeping `extra`
 * (the pages) after them. Empty values are left out so addresses stay short.
 */
export function toSearchParams(
  filters: SoundFilters,
  {
    typeInPath = false,
    extra = {},
  }: { typeInPath?: boolean; extra?: Record<string, string | number | undefined> } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of NAMES) {
    if (name === 'type' && typeInPath) continue;
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** Choosing the value already selected clears it (spec 02 §2). */
export function toggleFilter(filters: SoundFilters, name: FilterName, value: string): SoundFilters {
  const next = { ...filters };
  if (next[name] === value) delete next[name];
  else (next as Record<FilterName, string>)[name] = value;
  return next;
}

/** A page number from the address: 1 unless a whole number above 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
