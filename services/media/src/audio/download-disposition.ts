import { create } from 'content-disposition';

/**
 * `Content-Disposition: attachment` saving the download as the grant's file name: UTF-8 in
 * `filename*` (RFC 8187) and, for old clients, an ASCII `filename` with the accents dropped
 * ("Batida de verão" → "Batida de verao") rather than replaced by "?", and no "%41" that some
 * browsers would decode. Always ends in .mp3, since that is what is served; control characters
 * and slashes never reach the header.
 */
export function downloadDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f-\u009f/\\]+/g;
  const cleaned = fileName.replace(unsafe, ' ').replace(/\s+/g, ' ').trim();
  const name = /\.mp3$/i.test(cleaned) ? cleaned : `${cleaned || 'audio'}.mp3`;
  const fallback = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|%(?=[0-9a-f]{2})/gi, '_');
  return create(name, { fallback });
}
