import { clock } from '../src/components/Common/durationClock';
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

describe('the player’s clock', () => {
  test('whole seconds from ten seconds on; tenths below, where a kick would read 0:00 (#43)', () => {
    expect(clock(75)).toBe('1:15');
    expect(clock(10)).toBe('0:10');
    expect(clock(0.4)).toBe('0:00.4');
    expect(clock(3.46)).toBe('0:03.5');
    expect(clock(0.03)).toBe('0:00.1');
    expect(clock(0)).toBe('0:00.0');
  });

  test('a position shows with its sound’s precision', () => {
    expect(clock(0.25, 0.6)).toBe('0:00.3');
    expect(clock(4.25, 75)).toBe('0:04');
  });
});
