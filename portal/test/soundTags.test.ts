// A test may hold the front ends' copy of the vocabulary to the server's (the app itself may not import it).
// eslint-disable-next-line no-restricted-imports -- the contract the copies must equal
import { INSTRUMENT_FAMILIES as CONTRACT, INSTRUMENT_FAMILY_LABELS, SOUND_SHAPE_LABELS } from '@sampleteca/contracts';
import { familyChoices, shapeChoices } from '../../console/src/sounds/soundChoices';
import { filterGroups } from '../src/components/Sounds/filterGroups';
import { filtersFromSearchParams, toSearchParams } from '../src/components/Sounds/soundFilters';
import { changedTags } from '../src/components/SoundTags/changedTags';
import { FAMILY_LABELS, SHAPE_LABELS } from '../src/components/SoundTags/soundTags';
import { INSTRUMENT_FAMILIES } from '../src/api/soundTypes';

// #44: the portal names the tags as the contract does, carries them in the address, and a
// correction sends only the tags changed (sent, they become the producer's word).
test("the portal's and the console's labels are the contract's, in its order", () => {
  expect(INSTRUMENT_FAMILIES).toEqual(CONTRACT);
  expect(FAMILY_LABELS).toEqual(INSTRUMENT_FAMILY_LABELS);
  expect(SHAPE_LABELS).toEqual(SOUND_SHAPE_LABELS);
  expect(familyChoices).toEqual(CONTRACT.map((id) => ({ id, name: INSTRUMENT_FAMILY_LABELS[id] })));
  expect(shapeChoices).toEqual(Object.entries(SOUND_SHAPE_LABELS).map(([id, name]) => ({ id, name })));
});

test('family and shape go in the address and come back; values the API would refuse are dropped', () => {
  const address = toSearchParams({ key: 'Am', family: 'hi-hat', shape: 'loop' });
  expect(address.toString()).toBe('key=Am&family=hi-hat&shape=loop');
  expect(filtersFromSearchParams(address)).toEqual({ key: 'Am', family: 'hi-hat', shape: 'loop' });
  expect(filtersFromSearchParams(new URLSearchParams('family=banjo&shape=long'))).toEqual({});
});

test("the panel's Instrumento and Formato groups name each value in Portuguese", () => {
  const facets = {
    type: [],
    category: [],
    drumKit: [],
    uploader: [],
    key: [],
    bpm: [],
    family: [{ value: 'snare', label: 'snare', count: 3 }],
    shape: [{ value: 'one-shot', label: 'one-shot', count: 2 }],
  };
  const [family, shape] = filterGroups(facets, false, [{ name: 'family' }, { name: 'shape' }]);
  expect(family).toMatchObject({ title: 'Instrumento', options: [{ value: 'snare', label: 'Caixa', count: 3 }] });
  expect(shape).toMatchObject({ title: 'Formato', options: [{ value: 'one-shot', label: 'One-shot', count: 2 }] });
});

test('a correction sends the tags that changed, and nothing when none did', () => {
  const current = { instrumentFamily: 'snare' as const, shape: 'one-shot' as const };
  expect(changedTags(current, current)).toEqual({});
  expect(changedTags(current, { ...current, instrumentFamily: 'clap' })).toEqual({ instrumentFamily: 'clap' });
});
