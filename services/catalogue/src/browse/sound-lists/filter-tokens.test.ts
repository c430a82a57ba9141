import { filterToken } from './filter-tokens';
import type { QueryFilters } from './sound-list.sql';

const match = { tiers: [] };
const CATEGORY = '0F8FAD5B-D9CB-469F-A165-70867728950E';

describe('filterToken', () => {
  it.each<[string, QueryFilters, ReturnType<typeof filterToken>]>([
    ['no search: the filters’ own indexes', { type: 'Beats', key: 'C' }, undefined],
    ['one filter: its own index', { match, type: 'Beats' }, undefined],
    [
      'two filters, in the migration’s order',
      { match, key: 'C', type: 'Beats' },
      { token: 't=Beats|k=C', names: ['type', 'key'] },
    ],
    [
      'every filter, the category’s uuid lower case',
      { match, type: 'Beats', key: 'Am', bpm: '85-100', category: CATEGORY },
      { token: `t=Beats|k=Am|b=85-100|c=${CATEGORY.toLowerCase()}`, names: ['type', 'key', 'bpm', 'category'] },
    ],
  ])('%s', (_case, filters, token) => {
    expect(filterToken(filters)).toEqual(token);
  });

  it.each<[string, ReturnType<typeof filterToken>]>([
    ['type', { token: 'k=C|b=60-80', names: ['key', 'bpm'] }],
    ['bpm', { token: 't=Beats|k=C', names: ['type', 'key'] }],
  ])('leaves out the facet being counted (%s)', (except, token) => {
    const filters: QueryFilters = { match, type: 'Beats', key: 'C', bpm: '60-80' };
    expect(filterToken(filters, except as 'type' | 'bpm')).toEqual(token);
  });

  it('is none when leaving one out leaves a single filter', () => {
    expect(filterToken({ match, type: 'Beats', key: 'C' }, 'key')).toBeUndefined();
  });
});
