// The ranks of a search (best first: whole words, word beginnings, tags, typos), from what the
// catalogue's words say about each typed word. Pure: no database.
import { SqlParams } from '@sampleteca/database';
import { searchMatch, tempoClause, tierOf, type TermWords } from './search-match';

const term = (token: string, fields: Partial<TermWords> = {}): TermWords => ({
  token,
  exact: true,
  prefixes: [token],
  typos: [],
  ...fields,
});
const kick = { words: ['bumbo', 'kick'], families: ['kick' as const], types: [] };

test('a whole word that begins no other is one rank', () => {
  expect(searchMatch([term('funk')], [])).toEqual({ tiers: [{ words: "('funk')", tags: [] }] });
});

test('a whole word ranks above the longer words it begins', () => {
  const match = searchMatch([term('grave', { prefixes: ['grave', 'graveto'] })], []);
  expect(match?.tiers.map((tier) => tier.words)).toEqual(["('grave')", "('grave' | 'graveto')"]);
});

test('a word beginning more than 16 words stays a prefix; a part of a word has no whole-word rank', () => {
  expect(searchMatch([term('a', { exact: false, prefixes: null })], [])?.tiers).toEqual([{ words: "'a':*", tags: [] }]);
  expect(searchMatch([term('fun', { exact: false, prefixes: ['funk', 'funky'] })], [])?.tiers).toEqual([
    { words: "('funk' | 'funky')", tags: [] },
  ]);
});

test('a word that begins nothing matches by its typos, last', () => {
  const match = searchMatch([term('tamborzai', { exact: false, prefixes: [], typos: ['tamborzao'] })], []);
  expect(match?.tiers).toEqual([{ words: "('tamborzao')", tags: [] }]);
  // Nothing near either: the search matches nothing (the word itself, which no sound has).
  expect(searchMatch([term('xyzw', { exact: false, prefixes: [] })], [])?.tiers).toEqual([
    { words: "'xyzw'", tags: [] },
  ]);
});

test('an instrument word matches names first, then the family tag', () => {
  const match = searchMatch([term('funk')], [kick]);
  expect(match?.tiers).toEqual([
    { words: "('funk') & ('bumbo' | 'kick')", tags: [] },
    { words: "('funk')", tags: [kick] },
  ]);
  const params = new SqlParams();
  expect(tierOf(match!, params)).toBe(
    'CASE WHEN s.search_vector @@ $1::tsquery THEN 0 WHEN s.search_vector @@ $2::tsquery AND ' +
      '(s.search_vector @@ $3::tsquery OR s.instrument_family = ANY ($4::text[])) THEN 1 END',
  );
  expect(params.values).toEqual(["('funk') & ('bumbo' | 'kick')", "('funk')", "('bumbo' | 'kick')", ['kick']]);
});

test('a tempo is ±3 of an exact tempo, else the ranges holding it (130 is in two), else the nearest', () => {
  const params = new SqlParams();
  expect(tempoClause(130, params)).toContain('s.tempo BETWEEN $1 AND $2');
  expect(params.values).toEqual([127, 133, ['110-130', '130-150']]);
  const gap = new SqlParams();
  tempoClause(105, gap);
  expect(gap.values[2]).toEqual(['85-100']);
});
