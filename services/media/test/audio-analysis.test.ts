import { bpmRangeOf, BPM_RANGES, MUSICAL_KEYS } from '@sampleteca/contracts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isTruncated, wavDeclaredSeconds } from '../src/audio/analysis/declared-length';
import { parseInputSeconds, parseInputStream, parseLoudness } from '../src/audio/analysis/ffmpeg-pipeline';
import { PeakAccumulator } from '../src/audio/analysis/peaks';
import { OnsetEnvelope, pulseClarity } from '../src/audio/analysis/pulse-clarity';

test('the 24 keys and 5 BPM ranges are the spec’s, each range labelled with its own genres', () => {
  expect(MUSICAL_KEYS).toHaveLength(24);
  expect(MUSICAL_KEYS.slice(0, 12)).toEqual(['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']);
  expect(MUSICAL_KEYS.slice(12)).toEqual(MUSICAL_KEYS.slice(0, 12).map((key) => `${key}m`));
  expect(BPM_RANGES.map((range) => `${range.value} (${range.label})`)).toEqual([
    '60-80 (R&B, Ballads)',
    '85-100 (Hip-Hop, Reggaeton)',
    '110-130 (Pop, Rock, House)',
    '130-150 (Trap, Trance, Techno)',
    '160-180 (Drum & Bass, Footwork)',
  ]);
});

test('a tempo takes its range, or the nearest one between ranges (ties go to the lower)', () => {
  const cases: [number, string][] = [
    [70, '60-80'],
    [45, '60-80'],
    [82.4, '60-80'],
    [82.5, '60-80'],
    [82.6, '85-100'],
    [95, '85-100'],
    [104.9, '85-100'],
    [105.1, '110-130'],
    [120, '110-130'],
    [130, '110-130'],
    [130.1, '130-150'],
    [155, '130-150'],
    [156, '160-180'],
    [174, '160-180'],
    [200, '160-180'],
  ];
  expect(cases.map(([bpm]) => [bpm, bpmRangeOf(bpm)])).toEqual(cases);
  expect(bpmRangeOf(0)).toBeUndefined();
  expect(bpmRangeOf(Number.NaN)).toBeUndefined();
});

test('peaks are the max |sample| of equal slices, in flat memory for any length', () => {
  const accumulator = new PeakAccumulator(16, 2);
  // 64 samples in slices of 8: slice i peaks at i/10, with a negative sample as the peak of slice 3.
  const samples = new Float32Array(64);
  for (let slice = 0; slice < 8; slice += 1) samples[slice * 8 + 3] = slice / 10;
  samples[3 * 8 + 5] = -0.95;
  accumulator.push(samples.subarray(0, 30));
  accumulator.push(samples.subarray(30));
  expect(accumulator.peaks(8)).toEqual([0, 0.1, 0.2, 0.95, 0.4, 0.5, 0.6, 0.7]);
  // Capacity 16 blocks of 2 was exceeded: blocks merged, the slices are still exact.
  expect(accumulator.peaks(4)).toEqual([0.1, 0.95, 0.5, 0.7]);

  const short = new PeakAccumulator();
  short.push(Float32Array.from([0.5, -1.2, 0.25]));
  expect(short.peaks(800)).toEqual([1]);
});

test('pulse clarity is high for a steady click, near zero for noise, and absent with too few beats', () => {
  const rate = 22050;
  const click = new Float32Array(rate * 10);
  for (let beat = 0; beat < 20; beat += 1) {
    const start = Math.round(beat * 0.5 * rate);
    for (let index = 0; index < 300; index += 1) click[start + index] = Math.sin(index / 3) * (1 - index / 300);
  }
  const clickEnvelope = new OnsetEnvelope();
  clickEnvelope.push(click);
  expect(pulseClarity(clickEnvelope.envelope(), 120, rate)).toBeGreaterThan(0.8);

  // mulberry32: reproducible white noise.
  let seed = 42;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return (((value ^ (value >>> 14)) >>> 0) / 2 ** 32) * 2 - 1;
  };
  const noise = Float32Array.from({ length: rate * 10 }, () => random() * 0.3);
  const noiseEnvelope = new OnsetEnvelope();
  noiseEnvelope.push(noise);
  expect(pulseClarity(noiseEnvelope.envelope(), 120, rate)).toBeLessThan(0.15);

  const brief = new OnsetEnvelope();
  brief.push(click.subarray(0, rate));
  expect(pulseClarity(brief.envelope(), 120, rate)).toBeNull();
});

test('ffmpeg’s log gives the loudness summary (the last one), the input stream and its length', () => {
  const log = `Input #0, wav, from 'x.wav':
  Duration: 00:00:20.00, bitrate: 1411 kb/s
  Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 44100 Hz, stereo, s16, 1411 kb/s
[Parsed_ebur128_0 @ 0x1] Summary:
  Integrated loudness:
    I:         -70.0 LUFS
  Loudness range:
    LRA:         0.0 LU
  True peak:
    Peak:       -inf dBFS
Stream mapping:
  Stream #0:0 (pcm_s16le) -> ebur128:default
Output #0, f32le, to 'pipe:1':
  Stream #0:0: Audio: pcm_f32le, 22050 Hz, mono, flt, 705 kb/s
[Parsed_ebur128_0 @ 0x1] Summary:

  Integrated loudness:
    I:         -21.5 LUFS
    Threshold: -31.5 LUFS

  Loudness range:
    LRA:         0.5 LU
    Threshold: -41.5 LUFS

  True peak:
    Peak:       -4.9 dBFS
`;
  expect(parseLoudness(log)).toEqual({ integrated: -21.5, range: 0.5, truePeak: -4.9 });
  expect(parseInputStream(log)).toEqual({ sampleRate: 44100, channels: 2 });
  expect(parseInputSeconds(log)).toBe(20);
  expect(parseInputSeconds('  Duration: 01:02:03.50, start: 0.025057, bitrate: 192 kb/s')).toBe(3723.5);
  expect(parseInputSeconds('  Duration: N/A, bitrate: N/A')).toBeNull();
  expect(parseLoudness(log.slice(0, log.indexOf('Stream mapping')))).toEqual({
    integrated: null,
    range: null,
    truePeak: null,
  });
  const surround = '  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, 5.1(side), fltp, 384 kb/s';
  expect(parseInputStream(surround)).toEqual({ sampleRate: 48000, channels: 6 });
  expect(parseInputStream('  Stream #0:0: Audio: pcm_s24le, 96000 Hz, 3 channels, s32')).toEqual({
    sampleRate: 96000,
    channels: 3,
  });
});

/** A 16-bit stereo 44.1 kHz WAV header (fmt, a LIST chunk, then data of `dataBytes` declared), `present` bytes of data after it. */
function wav(dataBytes: number, present: number): Buffer {
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8);
  fmt.writeUInt16LE(2, 10);
  fmt.writeUInt32LE(44100, 12);
  fmt.writeUInt32LE(44100 * 4, 16);
  fmt.writeUInt16LE(4, 20);
  fmt.writeUInt16LE(16, 22);
  const list = Buffer.concat([Buffer.from('LIST\x05\x00\x00\x00INFOx\x00', 'latin1')]); // odd size: a pad byte follows
  const data = Buffer.alloc(8);
  data.write('data', 0, 'latin1');
  data.writeUInt32LE(dataBytes, 4);
  const riff = Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1');
  return Buffer.concat([riff, fmt, list, data, Buffer.alloc(present)]);
}

test("a WAV's header promises its data chunk's length, cut or not; an unknown length promises nothing", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sampleteca-wav-header-'));
  try {
    const cases: [string, Buffer, number | undefined][] = [
      ['whole.wav', wav(44100 * 4 * 2, 44100 * 4 * 2), 2],
      ['cut.wav', wav(44100 * 4 * 10, 5000), 10],
      // Streamed by a recorder that never went back to fill the sizes in.
      ['streamed.wav', wav(0xffffffff, 44100 * 4), undefined],
      ['empty-size.wav', wav(0, 44100 * 4), undefined],
      ['not-wav.bin', Buffer.from('ID3 not a wave at all'), undefined],
    ];
    for (const [name, bytes, seconds] of cases) {
      await writeFile(join(dir, name), bytes);
      expect([name, await wavDeclaredSeconds(join(dir, name))]).toEqual([name, seconds]);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  expect(isTruncated(0.03, 10)).toBe(true);
  expect(isTruncated(9.5, 10)).toBe(true);
  expect(isTruncated(9.97, 10)).toBe(false);
  expect(isTruncated(0.1, 0.12)).toBe(false);
});
