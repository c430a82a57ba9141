import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

/** The catalogue's signed manifest of a ZIP, and what it left out. */
export type BundleGrant = components['schemas']['BundleGrantResponse'];

/** Which sounds a ZIP gathers. */
export type BundleSource =
  { kind: 'kit'; kitId: string } | { kind: 'liked' } | { kind: 'collection'; collectionId: string };

/** Asks the catalogue for the ZIP's manifest (it checks the plan of each sound). */
export async function requestBundle(source: BundleSource): Promise<BundleGrant> {
  if (source.kind === 'kit') {
    return unwrap(await apiClient.POST('/api/drum-kits/{id}/downloads', { params: { path: { id: source.kitId } } }));
  }
  if (source.kind === 'collection') {
    return unwrap(
      await apiClient.POST('/api/collections/{id}/downloads', { params: { path: { id: source.collectionId } } }),
    );
  }
  return unwrap(await apiClient.POST('/api/library/likes/downloads'));
}

/**
 * Posts the manifest to media as a plain form: the browser saves the streamed ZIP itself, as a
 * download, however large (a fetch would hold it whole in the page's memory first). The page
 * stays where it is: the answer is an attachment.
 */
export function saveBundle(grant: BundleGrant): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = grant.action;
  form.hidden = true;
  for (const [name, value] of Object.entries({ manifest: grant.manifest, signature: grant.signature })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
