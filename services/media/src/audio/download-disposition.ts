import { create } from 'content-disposition';
import { downloadFileName } from '@sampleteca/contracts';

/**
 * `Content-Disposition: attachment` saving the download as the grant's file name: UTF-8 in
 * `filename*` (RFC 8187) and, for old clients, an ASCII `filename` with the accents dropped
 * ("Batida de verão" → "Batida de verao") rather than replaced by "?", and no "%41" that some
 * browsers would decode. The name is cleaned by the same rule the catalogue used to sign it.
 */
export function downloadDisposition(fileName: string, extension = 'mp3'): string {
  const name = downloadFileName(fileName, extension);
  const fallback = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|%(?=[0-9a-f]{2})/gi, '_');
  return create(name, { fallback });
}
