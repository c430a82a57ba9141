import { soundsLikeALoop } from './sounds-like-a-loop';

describe('soundsLikeALoop', () => {
  const loop = { bpm: 120, bpmConfidence: 0.2, durationSeconds: 1.3 };

  it.each([
    ['a steady pulse over four beats', {}, true],
    ['no tempo found', { bpm: null }, false],
    ['a pulse too faint (a pad, noise)', { bpmConfidence: 0.19 }, false],
    ['no measure of the pulse', { bpmConfidence: null }, false],
    ['shorter than a bar at 180 BPM', { durationSeconds: 1.29 }, false],
    ['a long, clear one', { bpmConfidence: 0.9, durationSeconds: 8 }, true],
  ])('%s: %s', (_case, heard, isLoop) => {
    expect(soundsLikeALoop({ ...loop, ...heard })).toBe(isLoop);
  });
});
