// The catalogue's SQL builders: every value travels as a numbered parameter, never in the text,
// and each scope draws from the sounds its list promises.
import { SqlParams } from '@sampleteca/database';
import { countClauses, filterClauses, positionOf, scopeSource } from './sound-list.sql';

/** A search of one rank: these words. */
const words = (query: string) => ({ tiers: [{ words: query, tags: [] }] });

const VIEWER = '5f0c7f52-0000-4000-8000-000000000001';
const KIT = '5f0c7f52-0000-4000-8000-0000000000aa';

test('filters become clauses whose values are parameters, in the order they were added', () => {
  const params = new SqlParams();
  const clauses = filterClauses(
    { type: 'Beats', key: 'Am', drumKit: KIT, produced: false, match: words("'funk':*") },
    params,
  );
  expect(clauses).toEqual([
    's.type = $1',
    's.drum_kit_id = $2',
    's.key = $3',
    's.is_produced = $4',
    's.search_vector @@ $5::tsquery',
  ]);
  expect(params.values).toEqual(['Beats', KIT, 'Am', false, "'funk':*"]);
  expect(clauses.join(' ')).not.toMatch(/Beats|funk|Am\b/);
});

test('a facet counts its own values under every other filter, never its own', () => {
  const params = new SqlParams();
  expect(filterClauses({ type: 'Beats', key: 'Am' }, params, { except: 'key' })).toEqual(['s.type = $1']);
  expect(params.values).toEqual(['Beats']);
});

test('a search is counted inside two or more coarse filters by one token naming them, its values a parameter', () => {
  const filters = { type: 'Beats', key: 'Am', category: KIT.toUpperCase(), match: words("'funk'") } as const;
  const params = new SqlParams();
  expect(filterClauses(filters, params, { use: 'count' })).toEqual([
    's.search_vector @@ $1::tsquery',
    'catalogue.filter_tokens(s.type, s.key, s.bpm, s.category_id) @> ARRAY[$2::text]',
  ]);
  expect(params.values).toEqual(["'funk'", `t=Beats|k=Am|c=${KIT}`]);
  // A facet leaves its own filter out of the token; one filter left needs none; a window never has one.
  const facet = new SqlParams();
  expect(filterClauses(filters, facet, { except: 'category', use: 'count' })).toContain(
    'catalogue.filter_tokens(s.type, s.key, s.bpm, s.category_id) @> ARRAY[$2::text]',
  );
  expect(facet.values).toEqual(["'funk'", 't=Beats|k=Am']);
  expect(filterClauses({ type: 'Beats', match: words("'funk'") }, new SqlParams(), { use: 'count' })).toEqual([
    's.type = $1',
    's.search_vector @@ $2::tsquery',
  ]);
  expect(filterClauses(filters, new SqlParams()).join(' ')).not.toContain('filter_tokens');
});

test('the coarse filters read the trigger-kept public counts; a drum kit or a search is not one of them', () => {
  const params = new SqlParams();
  expect(countClauses({ type: 'Melody', bpm: '85-100', drumKit: KIT, match: words("'lo':*") }, params)).toEqual([
    'c.type = $1',
    'c.bpm = $2',
  ]);
  expect(params.values).toEqual(['Melody', '85-100']);
});

test('browsing draws public sounds and the viewer’s own, newest first', () => {
  const params = new SqlParams();
  expect(scopeSource({ kind: 'browse', viewerId: VIEWER }, params)).toEqual({
    from: 'catalogue.sounds s',
    where: "(s.status = 'public' OR s.owner_id = $1)",
    sortAt: 's.created_at',
  });
  expect(params.values).toEqual([VIEWER]);
});

test('likes and downloads are ordered by when they happened, and a sound made private stays only in its owner’s lists', () => {
  const params = new SqlParams();
  const liked = scopeSource({ kind: 'liked', userId: VIEWER }, params);
  expect(liked.from).toBe('catalogue.likes x JOIN catalogue.sounds s ON s.id = x.sound_id');
  expect(liked.where).toBe("x.user_id = $1 AND (s.status = 'public' OR s.owner_id = $1)");
  expect(liked.sortAt).toBe('x.created_at');
  expect(scopeSource({ kind: 'downloaded', userId: VIEWER }, new SqlParams()).from).toContain('catalogue.downloads');
});

test('a sampled table replaces the sounds in FROM (search totals estimate from it)', () => {
  const sample = 'catalogue.sounds s TABLESAMPLE SYSTEM (1) REPEATABLE (0)';
  expect(scopeSource({ kind: 'all' }, new SqlParams(), sample).from).toBe(sample);
});

test('a keyset page seeks from the anchor’s position in its own list', () => {
  const browse = new SqlParams();
  expect(positionOf({ kind: 'browse', viewerId: VIEWER }, KIT, browse)).toContain(
    'FROM catalogue.sounds a WHERE a.id = $1',
  );
  expect(browse.values).toEqual([KIT]);
  const liked = new SqlParams();
  expect(positionOf({ kind: 'liked', userId: VIEWER }, KIT, liked)).toContain(
    'FROM catalogue.likes a\n              WHERE a.user_id = $1 AND a.sound_id = $2',
  );
  expect(liked.values).toEqual([VIEWER, KIT]);
});
