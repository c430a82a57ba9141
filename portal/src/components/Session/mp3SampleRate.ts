// MPEG audio frame header sample rates by version (bits 19–20) and index (bits 10–11).
const RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/**
 * The sample rate an MP3 was encoded at, read from its first frame header (after any ID3v2 tag);
 * null when none is found. decodeAudioData resamples to its context's rate, so the render's
 * context is made at this one and the WAV keeps the source's rate.
 */
export function mp3SampleRate(bytes: ArrayBuffer): number | null {
  const data = new Uint8Array(bytes);
  let offset = 0;
  if (data.length >= 10 && data[0] === 0x49 && data[1] === 0x44 && data[2] === 0x33) {
    // 'ID3': a synchsafe size (7 bits a byte) after the 10-byte header, and a footer if flagged.
    const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
    offset = 10 + size + (data[5] & 0x10 ? 10 : 0);
  }
  for (let index = offset; index + 3 < data.length; index++) {
    if (data[index] !== 0xff || (data[index + 1] & 0xe0) !== 0xe0) continue;
    const version = (data[index + 1] >> 3) & 0x03;
    const layer = (data[index + 1] >> 1) & 0x03;
    const rateIndex = (data[index + 2] >> 2) & 0x03;
    const bitrateIndex = data[index + 2] >> 4;
    if (version === 1 || layer === 0 || rateIndex === 3 || bitrateIndex === 0x0f) continue;
    return RATES[version][rateIndex];
  }
  return null;
}
