import { FAMILY_FIRST_CONFIDENCE, familyFirst } from './family-first';

describe('familyFirst', () => {
  it('needs a majority of the nearest reference sounds', () => {
    expect(FAMILY_FIRST_CONFIDENCE).toBe(0.5);
  });

  it.each([
    ['a majority', { family: 'kick', familyConfidence: 0.8 }, 'kick'],
    ['exactly half', { family: 'kick', familyConfidence: 0.5 }, 'kick'],
    ['below half: a guess', { family: 'kick', familyConfidence: 0.49 }, null],
    ['no confidence', { family: 'kick' }, null],
    ['no family', { familyConfidence: 0.9 }, null],
    ['no reading', null, null],
    ['nothing', undefined, null],
  ] as const)('%s', (_case, reading, family) => {
    expect(familyFirst(reading)).toBe(family);
  });
});
