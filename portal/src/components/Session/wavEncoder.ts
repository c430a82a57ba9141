/**
 * A 16-bit PCM WAV (RIFF, little-endian) of `channels` at `sampleRate`: the file a download in the
 * listener's tempo and key saves. Lossless and read by every DAW; a few lines, no dependency.
 * Samples are clamped to [-1, 1] and rounded (×32767, so a decoded sample is never louder than it was).
 */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const channelCount = channels.length;
  const frames = channels[0]?.length ?? 0;
  if (channelCount === 0 || channels.some((channel) => channel.length !== frames)) {
    throw new RangeError('encodeWav: um ou mais canais, todos do mesmo tamanho');
  }
  const blockAlign = channelCount * 2;
  const dataBytes = frames * blockAlign;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index++) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channelCount, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  const samples = new Int16Array(buffer, 44, frames * channelCount);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channelCount; channel++) {
      const sample = Math.max(-1, Math.min(1, channels[channel][frame] || 0));
      samples[frame * channelCount + channel] = Math.round(sample * 32767);
    }
  }
  return buffer;
}
