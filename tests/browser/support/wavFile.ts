/** A 16-bit PCM WAV as a listener's DAW reads it: its rate and each channel's samples (-1 to 1). */
export function readWav(bytes: Buffer): { sampleRate: number; channels: Float32Array[]; bitsPerSample: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('não é um WAV (RIFF/WAVE)');
  }
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number; pcm: boolean } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        pcm: bytes.readUInt16LE(body) === 1,
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format?.pcm || format.bitsPerSample !== 16) throw new Error('esperava PCM de 16 bits');
      const frames = Math.floor(size / (2 * format.channels));
      const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
      for (let frame = 0; frame < frames; frame++) {
        for (let channel = 0; channel < format.channels; channel++) {
          channels[channel][frame] = bytes.readInt16LE(body + (frame * format.channels + channel) * 2) / 32768;
        }
      }
      return { sampleRate: format.sampleRate, channels, bitsPerSample: format.bitsPerSample };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV sem bloco de dados');
}
