import { filtersFromSearchParams, toSearchParams, withLiteral } from '../src/components/Sounds/soundFilters';

const UPLOADER = '3f2c1e6a-8b7d-4c2e-9a1f-0e5d4c3b2a19';
const KIT = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

describe('the catalogue filters an address carries', () => {
  test('read back what toSearchParams wrote, the type from the path when it is there', () => {
    const filters = { type: 'Beats' as const, drumKit: KIT, uploader: UPLOADER, key: 'Am' as const, search: 'funk' };
    const address = toSearchParams(filters, { typeInPath: true, extra: { page: 2 } });
    expect(address.toString()).toBe(`drumKit=${KIT}&uploader=${UPLOADER}&key=Am&search=funk&page=2`);
    expect(filtersFromSearchParams(address, 'beats')).toEqual(filters);
  });

  test('values the API would refuse are dropped, so a hand-edited address still lists something', () => {
    const address = new URLSearchParams('type=Jazz&category=nope&key=H&search=%20%20');
    expect(filtersFromSearchParams(address)).toEqual({});
  });

  test('an address shared before the rename (?artist=) still filters by the uploader', () => {
    expect(filtersFromSearchParams(new URLSearchParams(`artist=${UPLOADER}`))).toEqual({ uploader: UPLOADER });
  });
});

test('a reading taken off the search is kept in the address, only with a search', () => {
  const filters = withLiteral(withLiteral({ search: 'caixa 96' }, 'tempo:96'), 'family:snare');
  expect(filters.literal).toBe('tempo:96,family:snare');
  expect(withLiteral(filters, 'tempo:96')).toBe(filters);
  const params = toSearchParams(filters);
  expect(filtersFromSearchParams(params)).toEqual(filters);
  expect(filtersFromSearchParams(new URLSearchParams('literal=tempo:96'))).toEqual({});
  expect(filtersFromSearchParams(new URLSearchParams("search=x&literal=';drop"))).toEqual({ search: 'x' });
});
