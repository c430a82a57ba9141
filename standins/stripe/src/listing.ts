import { invalidParameter, invalidRequest, resourceMissing } from './errors';
import { optionalInteger, optionalString, stringList, type Params } from './form';
import type { Store } from './store';

export type ListObject<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

/**
 * Stripe's list pagination: newest first, `limit` 1–100 (default 10), cursors by id with
 * `starting_after` / `ending_before`.
 */
export function paginate<T extends { id: string; created: number }>(
  items: T[],
  params: Params,
  url: string,
): ListObject<T> {
  const limit = optionalInteger(params, 'limit', 1) ?? 10;
  if (limit > 100) throw invalidParameter('limit', 'This value must be less than or equal to 100.');
  // Newest first; among equal `created`, the later-stored one first (reverse, then a stable sort).
  const ordered = [...items].reverse().sort((a, b) => b.created - a.created);
  const after = optionalString(params, 'starting_after');
  const before = optionalString(params, 'ending_before');
  let window = ordered;
  if (after) window = ordered.slice(cursorIndex(ordered, after, 'starting_after') + 1);
  else if (before) window = ordered.slice(0, cursorIndex(ordered, before, 'ending_before')).slice(-limit);
  return { object: 'list', data: window.slice(0, limit), has_more: window.length > limit, url };
}

function cursorIndex(items: { id: string }[], id: string, param: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw resourceMissing('object', id, param);
  return index;
}

/**
 * `expand[]`: each path names a field holding an id (`customer`, `data.product`,
 * `items.data.price.product`); the id is replaced by the stored object, through lists and
 * arrays on the way. Works on a copy, so stored objects never hold expansions.
 */
export function expand<T>(value: T, params: Params, store: Store, present: (object: unknown) => unknown): T {
  const paths = stringList(params, 'expand');
  const copy = structuredClone(value);
  for (const path of paths) walk(copy, path.split('.'), path, store, present);
  return copy;
}

function walk(node: unknown, segments: string[], path: string, store: Store, present: (o: unknown) => unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, segments, path, store, present);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const [field, ...rest] = segments as [string, ...string[]];
  if (!(field in record)) throw invalidRequest(`This property cannot be expanded (${path}).`);
  if (typeof record[field] === 'string') {
    const found = store.byId(record[field]);
    if (found) record[field] = present(structuredClone(found));
  }
  if (rest.length > 0) walk(record[field], rest, path, store, present);
}
