import type { SoundFilterValues } from './sound-filters.dto';

/**
 * Which sounds a list draws from. Browsing shows public sounds plus the viewer's own; the
 * producer page (admins) shows everything; the profile tabs show the user's uploads, likes and
 * downloads (each ordered by when that happened).
 */
export type SoundScope =
  | { kind: 'browse'; viewerId: string }
  | { kind: 'all' }
  | { kind: 'uploads'; userId: string }
  | { kind: 'liked'; userId: string }
  | { kind: 'downloaded'; userId: string };

/** A filter that facets count by: the query parameter and the column it reads. */
export const FACET_COLUMNS = {
  type: { column: 'type', name: null },
  category: { column: 'category_id', name: 'category_name' },
  drumKit: { column: 'drum_kit_id', name: 'drum_kit_name' },
  artist: { column: 'owner_id', name: 'owner_name' },
  key: { column: 'key', name: null },
  bpm: { column: 'bpm', name: null },
} as const;
export type FacetDimension = keyof typeof FACET_COLUMNS;
export const FACET_DIMENSIONS = Object.keys(FACET_COLUMNS) as FacetDimension[];

/** Collects positional parameters while SQL text is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * WHERE clauses (on alias `s`) for the filters, leaving out `except` (a facet counts its own
 * values under every other filter). Text search reads the folded search_text through its
 * trigram index; the term is folded by the same SQL function so 'acapela' finds 'Acápela'.
 */
export function filterClauses(filters: SoundFilterValues, params: SqlParams, except?: FacetDimension): string[] {
  const clauses: string[] = [];
  for (const dimension of FACET_DIMENSIONS) {
    const value = filters[dimension];
    if (dimension === except || value === undefined) continue;
    clauses.push(`s.${FACET_COLUMNS[dimension].column} = ${params.add(value)}`);
  }
  if (filters.produced !== undefined) clauses.push(`s.is_produced = ${params.add(filters.produced)}`);
  if (filters.search) {
    const escaped = filters.search.replace(/[\\%_]/g, '\\$&');
    clauses.push(`s.search_text LIKE '%' || catalogue.fold(${params.add(escaped)}) || '%'`);
  }
  return clauses;
}

const where = (clauses: string[]): string => (clauses.length ? clauses.join(' AND ') : 'true');

/**
 * The scope as one or more SELECT branches over `catalogue.sounds s` (UNION ALL'd by callers).
 * Browsing is split into public sounds and the viewer's private ones so each branch can use
 * its own index (a single `status = 'public' OR owner_id = $me` cannot use the partial indexes).
 * Each branch selects `columns` from `s` plus `sort_at`, the time lists order by in this scope.
 */
export function scopeBranches(scope: SoundScope, clauses: string[], params: SqlParams, columns: string): string[] {
  switch (scope.kind) {
    case 'browse': {
      const viewer = params.add(scope.viewerId);
      return [
        `SELECT ${columns}, s.created_at AS sort_at FROM catalogue.sounds s WHERE s.status = 'public' AND ${where(clauses)}`,
        `SELECT ${columns}, s.created_at AS sort_at FROM catalogue.sounds s
             WHERE s.owner_id = ${viewer} AND s.status = 'private' AND ${where(clauses)}`,
      ];
    }
    case 'all':
      return [`SELECT ${columns}, s.created_at AS sort_at FROM catalogue.sounds s WHERE ${where(clauses)}`];
    case 'uploads': {
      const owner = params.add(scope.userId);
      return [
        `SELECT ${columns}, s.created_at AS sort_at FROM catalogue.sounds s WHERE s.owner_id = ${owner} AND ${where(clauses)}`,
      ];
    }
    case 'liked':
    case 'downloaded': {
      const user = params.add(scope.userId);
      const table = scope.kind === 'liked' ? 'catalogue.likes' : 'catalogue.downloads';
      // A sound made private after it was liked or downloaded stays in its owner's lists only.
      return [
        `SELECT ${columns}, x.created_at AS sort_at FROM ${table} x JOIN catalogue.sounds s ON s.id = x.sound_id
             WHERE x.user_id = ${user} AND (s.status = 'public' OR s.owner_id = ${user}) AND ${where(clauses)}`,
      ];
    }
  }
}
