import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';

import type { MergeOutcome } from './types';

export type { MergedEntry, MergeOutcome, MergeRecord } from './types';

/** react-admin's resource for the recorded merges (ra-data-simple-rest under /api/admin). */
export const MERGES_RESOURCE = 'catalogue/taxonomy-merges';

/** The resources whose entries merge (`/api/admin/<resource>/{id}/merge`). */
type MergeableResource = 'categories' | 'drum-kits' | 'artists';

/**
 * `POST /api/admin/<resource>/<kept>/merge`: the sounds of `ids` move to `kept`, and `ids` are
 * deleted; with `dryRun`, only what would happen. Not a react-admin data provider call: it
 * changes several records at once.
 */
export async function mergeInto(
  resource: string,
  keptId: string,
  ids: string[],
  dryRun = false,
): Promise<MergeOutcome> {
  // Every mergeable resource takes the same body and answers the same shape.
  const path = `/api/admin/${resource as MergeableResource}/{id}/merge` as const;
  return answerOf(await apiClient.POST(path, { params: { path: { id: keptId } }, body: { ids, dryRun } }));
}

/** `POST /api/admin/catalogue/taxonomy-merges/<id>/undo`: the removed entries and their sounds come back. */
export async function undoMerge(id: string): Promise<{ message: string }> {
  return answerOf(await apiClient.POST('/api/admin/catalogue/taxonomy-merges/{id}/undo', { params: { path: { id } } }));
}
