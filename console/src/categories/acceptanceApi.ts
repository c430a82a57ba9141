import { httpClient } from '../dataProvider/httpClient';

/** Whether everyone sees a category although no public sound uses it yet. */
export interface CategoryAcceptance {
  id: string;
  name: string;
  accepted: boolean;
}

const address = (id: string) => `/api/admin/categories/${encodeURIComponent(id)}/acceptance`;

export async function fetchAcceptance(id: string): Promise<CategoryAcceptance> {
  return (await httpClient(address(id))).json as CategoryAcceptance;
}

export async function setAcceptance(id: string, accepted: boolean): Promise<CategoryAcceptance> {
  return (await httpClient(address(id), { method: 'PUT', body: JSON.stringify({ accepted }) }))
    .json as CategoryAcceptance;
}
