import { formatTempo } from '../src/components/Session/formatTempo';
import { measuredTempo } from '../src/components/SoundWizard/measuredTempo';

test('a tempo shows in whole BPM: a loop made at 95 and measured 94.8 reads 95', () => {
  expect(formatTempo(94.8)).toBe('95');
  expect(formatTempo(120)).toBe('120');
  expect(formatTempo(92.5)).toBe('93');
});

test('a measure is named one way: its whole tempo, or its octaves when the pulse is doubtful', () => {
  expect(measuredTempo({ bpm: 94.8, bpmConfidence: 0.9 })).toMatchObject({ tempo: 95, doubtful: false, text: '95' });
  expect(measuredTempo({ bpm: 127.8, bpmConfidence: 0.2 })).toMatchObject({
    tempo: 128,
    doubtful: true,
    choices: [64, 128],
    text: '64 ou 128',
  });
  expect(measuredTempo({ bpm: null, bpmConfidence: null })).toBeNull();
});
