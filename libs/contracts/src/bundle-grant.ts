import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { signingKey } from './signing-key';

/**
 * A ZIP of several sounds (a drum kit, the liked list) the catalogue hands out after checking
 * which sounds the user may download, and media streams without asking the catalogue again: the
 * manifest names each file and the sound it counts for, and carries the LICENCA.txt the
 * catalogue wrote. It is signed with the secret both services share (MEDIA_URL_SECRET), like a
 * single download's grant, so it cannot be bent to other files, names or people, and it stops
 * working when it expires. Media counts each sound (media.download.served) as its entry starts.
 */
export type BundleManifest = {
  /** Who the downloads count for. */
  userId: string;
  /** Unix seconds. */
  expires: number;
  /** What the browser saves the ZIP as, e.g. "Kit Verão.zip". */
  fileName: string;
  /** LICENCA.txt: each sound, its producer and the terms. */
  licence: string;
  entries: BundleEntry[];
};

export type BundleEntry = {
  audioId: string;
  /** The sound whose download this entry counts. */
  soundId: string;
  /** Its name inside the ZIP, unique there ("Batida.wav"). */
  fileName: string;
  /** The file as uploaded (WAV, AIFF, FLAC…); absent: the MP3. */
  original?: true;
};

/** The most sounds one ZIP carries (the catalogue says how many were left out). */
export const BUNDLE_MAX_ENTRIES = 200;

/** Media's endpoint the portal posts a signed manifest to (a form: the browser saves the answer). */
export const bundlePath = '/api/media/bundles';

/** The two form fields media takes. */
export type SignedBundle = { manifest: string; signature: string };

// A manifest inflates to far less than this; the bound keeps a forged body from costing memory.
const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

// The first line keeps these signatures apart from download, preview and storage links.
const signatureOf = (manifest: string, secret: string | Buffer): string =>
  createHmac('sha256', signingKey(secret)).update(`bundle\n${manifest}`).digest('base64url');

/**
 * The manifest as a form field: JSON, deflated (names and the licence repeat a lot, and a form
 * body has a size limit), in base64url; and its signature.
 */
export function signBundleManifest(manifest: BundleManifest, secret: string | Buffer): SignedBundle {
  const encoded = deflateRawSync(Buffer.from(JSON.stringify(manifest))).toString('base64url');
  return { manifest: encoded, signature: signatureOf(encoded, secret) };
}

/** The manifest when its signature matches and it has not expired; else undefined. */
export function verifyBundleManifest(
  fields: { manifest?: unknown; signature?: unknown },
  secret: string | Buffer,
  now = Date.now(),
): BundleManifest | undefined {
  const { manifest, signature } = fields;
  if (typeof manifest !== 'string' || typeof signature !== 'string') return undefined;
  const expected = Buffer.from(signatureOf(manifest, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  // Only what we signed is inflated and parsed.
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      inflateRawSync(Buffer.from(manifest, 'base64url'), { maxOutputLength: MAX_MANIFEST_BYTES }).toString(),
    );
  } catch {
    return undefined;
  }
  if (!isManifest(parsed) || parsed.expires * 1000 < now) return undefined;
  return parsed;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A name inside the ZIP: no folders, nothing an unzipper would resolve elsewhere. */
const isEntryName = (value: unknown): value is string =>
  // eslint-disable-next-line no-control-regex
  isText(value) && value.length <= 255 && !/[/\\\u0000-\u001f]/.test(value) && value !== '..' && value !== '.';

function isManifest(value: unknown): value is BundleManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Record<string, unknown>;
  return (
    isText(manifest.userId) &&
    Number.isSafeInteger(manifest.expires) &&
    isText(manifest.fileName) &&
    typeof manifest.licence === 'string' &&
    Array.isArray(manifest.entries) &&
    manifest.entries.length <= BUNDLE_MAX_ENTRIES &&
    manifest.entries.every(
      (entry: Record<string, unknown>) =>
        typeof entry === 'object' &&
        entry !== null &&
        isText(entry.audioId) &&
        isText(entry.soundId) &&
        isEntryName(entry.fileName) &&
        (entry.original === undefined || entry.original === true),
    )
  );
}
