import { httpClient } from '../dataProvider/httpClient';

export interface MergeOutcome {
  moved: number;
  removed: number;
  message: string;
}

/**
 * `POST /api/admin/<resource>/<kept>/merge`: the sounds of `ids` move to `kept`, and `ids` are
 * deleted. Not a react-admin data provider call: it changes several records at once.
 */
export async function mergeInto(resource: string, keptId: string, ids: string[]): Promise<MergeOutcome> {
  const { json } = await httpClient(`/api/admin/${resource}/${encodeURIComponent(keptId)}/merge`, {
    method: 'POST',
    body: JSON.stringify({ ids }),
  });
  return json as MergeOutcome;
}
