import { httpClient } from '../dataProvider/httpClient';

import type { TaxonomyEntry } from './types';

/** An entry a merge removes, with the sounds it hands to the one kept. */
export interface MergedEntry {
  id: string;
  name: string;
  sounds: number;
}

/** The server's answer to a merge or to its dry run (`dryRun`: nothing changed). */
export interface MergeOutcome {
  kept: TaxonomyEntry;
  moved: number;
  removed: number;
  removedEntries: MergedEntry[];
  dryRun: boolean;
  mergeId: string | null;
  message: string;
}

/** A recorded merge (`/api/admin/catalogue/taxonomy-merges`), undoable for 30 days. */
export interface MergeRecord {
  id: string;
  kind: string;
  keptId: string;
  keptName: string;
  removed: MergedEntry[];
  moved: number;
  mergedAt: string;
  undoneAt: string | null;
  undoable: boolean;
}

/** react-admin's resource for the recorded merges (ra-data-simple-rest under /api/admin). */
export const MERGES_RESOURCE = 'catalogue/taxonomy-merges';

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
  const { json } = await httpClient(`/api/admin/${resource}/${encodeURIComponent(keptId)}/merge`, {
    method: 'POST',
    body: JSON.stringify({ ids, dryRun }),
  });
  return json as MergeOutcome;
}

/** `POST /api/admin/catalogue/taxonomy-merges/<id>/undo`: the removed entries and their sounds come back. */
export async function undoMerge(id: string): Promise<{ message: string }> {
  const { json } = await httpClient(`/api/admin/${MERGES_RESOURCE}/${encodeURIComponent(id)}/undo`, {
    method: 'POST',
  });
  return json as { message: string };
}
