import { mp3SampleRate } from '../src/components/Session/mp3SampleRate';
import { tunedFileName, tunedLabel } from '../src/components/Session/tunedFileName';
import { tuningPlan } from '../src/components/Session/tuningPlan';

const loop = { type: 'Beats' as const, tempo: 95, key: 'Am' as const, audio: { durationSeconds: 10 } };

test("the WAV is named like the server's renders were: '{name} (120 BPM, Bm).wav', the unchanged part left out", () => {
  const plan = tuningPlan(loop, { tempo: 120, key: 'Bm' })!;
  expect(tunedLabel(loop, plan)).toBe('120 BPM, Bm');
  expect(tunedFileName('Loop em Lá 95.mp3', loop, plan)).toBe('Loop em Lá 95 (120 BPM, Bm).wav');
  const keyOnly = tuningPlan(loop, { tempo: null, key: 'Bm' })!;
  expect(tunedFileName('Loop.mp3', loop, keyOnly)).toBe('Loop (Bm).wav');
  const tempoOnly = tuningPlan(loop, { tempo: 92.5, key: null })!;
  expect(tunedFileName('Loop.mp3', loop, tempoOnly)).toBe('Loop (93 BPM).wav');
  // A long name is shortened first, so the suffix survives.
  expect(tunedFileName(`${'a'.repeat(196)}.mp3`, loop, plan)).toBe(`${'a'.repeat(170)} (120 BPM, Bm).wav`);
});

test("the MP3's sample rate is read from its first frame header, after an ID3 tag", () => {
  const frame = (second: number, third: number) => [0xff, second, third, 0x00];
  const mpeg1At48k = Uint8Array.from([...frame(0xfb, 0x94), 0, 0]);
  expect(mp3SampleRate(mpeg1At48k.buffer)).toBe(48_000);
  const id3 = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 3, 1, 2, 3];
  expect(mp3SampleRate(Uint8Array.from([...id3, ...frame(0xfb, 0x90)]).buffer)).toBe(44_100);
  expect(mp3SampleRate(Uint8Array.from([...frame(0xf3, 0x84)]).buffer)).toBe(24_000); // MPEG-2
  expect(mp3SampleRate(Uint8Array.from([1, 2, 3, 4, 5]).buffer)).toBeNull();
});
