import { open, type FileHandle } from 'node:fs/promises';

/** Sizes a WAV's data chunk carries when the writer streamed and never came back to fill it in. */
const UNKNOWN_DATA_SIZES = new Set([0, 0xffffffff]);
/** A WAV's chunks before its audio (fmt, LIST, bext, JUNK…) are few; past this many we stop looking. */
const MAX_CHUNKS = 64;

/** Where a WAV's audio starts and how it is laid out, as its chunk headers say. */
export type WavLayout = {
  /** Bytes per second of audio (`fmt ` chunk); undefined when no `fmt ` came before the data. */
  byteRate: number | undefined;
  /** The `data` chunk's declared size; undefined when the writer left it unknown. */
  dataBytes: number | undefined;
  /** Where the audio itself starts in the file. */
  dataOffset: number;
};

type ReadAt = (position: number, length: number) => Promise<Buffer>;

/**
 * Walks a WAV's chunk headers up to its `data` chunk. Undefined when not RIFF/WAVE (RF64…) or
 * when the bytes `read` can give end before the data chunk's header.
 */
async function walkWav(read: ReadAt): Promise<WavLayout | undefined> {
  const riff = await read(0, 12);
  if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE')
    return undefined;
  let byteRate: number | undefined;
  let offset = 12;
  for (let chunk = 0; chunk < MAX_CHUNKS; chunk++) {
    const header = await read(offset, 8);
    if (header.length < 8) return undefined;
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      // fmt: format tag (2 bytes), channels (2), sample rate (4), byte rate (4)…
      const format = await read(offset + 8, 12);
      if (format.length === 12) byteRate = format.readUInt32LE(8) || undefined;
    }
    if (id === 'data')
      return { byteRate, dataBytes: UNKNOWN_DATA_SIZES.has(size) ? undefined : size, dataOffset: offset + 8 };
    // Chunks are word-aligned: an odd size is followed by a pad byte.
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

const declaredSeconds = (layout: WavLayout | undefined) =>
  layout?.byteRate && layout.dataBytes !== undefined ? layout.dataBytes / layout.byteRate : undefined;

/**
 * Seconds of audio a WAV's header promises: its `data` chunk's declared size over the byte rate
 * of its `fmt ` chunk. music-metadata measures the data chunk against the file instead (a cut
 * file reads as a short one), hence this walk over the chunk headers. Undefined when the header
 * does not say: not RIFF/WAVE (RF64…), no byte rate before the data, a size left unknown.
 */
export async function wavDeclaredSeconds(path: string): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    return declaredSeconds(await walkWav((position, length) => read(file, position, length)));
  } finally {
    await file.close();
  }
}

/** The layout the first bytes of a WAV (an upload as it arrives) show; undefined if they do not reach its data. */
export function wavHeadLayout(head: Buffer): Promise<WavLayout | undefined> {
  return walkWav(async (position, length) => head.subarray(position, position + length));
}

/**
 * Whether the decoder stopped well short of what the header promised: a file cut in transfer
 * decodes its first fraction without complaint. A little slack for resampling and for writers
 * that round their sizes.
 */
export function isTruncated(decodedSeconds: number, declaredSeconds: number): boolean {
  return decodedSeconds < declaredSeconds * 0.98 - 0.05;
}

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
