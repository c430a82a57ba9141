import { peaksOfLevels } from '../src/components/Sounds/cardLevels';

test("a card's levels (a letter a bar, in twentieths) become wavesurfer's peaks", () => {
  expect(peaksOfLevels('fuak')).toEqual([0.25, 1, 0, 0.5]);
  expect(peaksOfLevels('aaa')).toEqual([0, 0, 0]);
  // No waveform yet (audio still processing): the player draws a flat line.
  expect(peaksOfLevels(null)).toBeNull();
  expect(peaksOfLevels('')).toBeNull();
});
