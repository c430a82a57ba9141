import { percent, seekTarget } from '../src/components/Sounds/waveformSeek';

describe('the waveform slider', () => {
  test('arrow keys move five seconds, Home and End to the ends, within the sound', () => {
    expect(seekTarget('ArrowRight', 10, 60)).toBe(15);
    expect(seekTarget('ArrowUp', 58, 60)).toBe(60);
    expect(seekTarget('ArrowLeft', 10, 60)).toBe(5);
    expect(seekTarget('ArrowDown', 3, 60)).toBe(0);
    expect(seekTarget('Home', 30, 60)).toBe(0);
    expect(seekTarget('End', 30, 60)).toBe(60);
  });

  test('other keys do not seek', () => {
    expect(seekTarget('Enter', 10, 60)).toBeNull();
    expect(seekTarget(' ', 10, 60)).toBeNull();
  });

  test('its value is the share of the sound played, 0 to 100', () => {
    expect(percent(15, 60)).toBe(25);
    expect(percent(90, 60)).toBe(100);
    expect(percent(5, 0)).toBe(0);
  });
});
