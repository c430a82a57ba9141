import { catalogueKeys } from '../src/api/catalogue';
import { collectionKeys } from '../src/api/collections';
import { distributionKeys } from '../src/api/distribution';
import { soundKeys } from '../src/api/sounds';

/** What react-query's invalidateQueries({ queryKey: prefix }) reaches: every key starting with it. */
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

test('a change to sounds reaches every list, facet count, library tab and card', () => {
  const keys = [
    soundKeys.page({ kind: 'browse' }, { type: 'Beats' }, 3),
    soundKeys.page({ kind: 'library', list: 'likes' }, {}, 1),
    soundKeys.facets({ key: 'Am' }),
    soundKeys.one('x'),
  ];
  for (const key of keys) expect(startsWith(key, soundKeys.all)).toBe(true);
  expect(startsWith(soundKeys.page({ kind: 'library', list: 'likes' }, {}, 1), soundKeys.library('likes'))).toBe(true);
  expect(startsWith(soundKeys.page({ kind: 'library', list: 'downloads' }, {}, 1), soundKeys.library('likes'))).toBe(
    false,
  );
});

test('a new sound refreshes the catalogue lookups (kits, artists, categories) but not the contracts', () => {
  for (const key of [catalogueKeys.categories(), catalogueKeys.drumKit('k'), catalogueKeys.artistByName('Ana')]) {
    expect(startsWith(key, catalogueKeys.all)).toBe(true);
  }
  expect(startsWith(distributionKeys.contract('c'), catalogueKeys.all)).toBe(false);
  expect(startsWith(distributionKeys.requestsPage(2), distributionKeys.requests())).toBe(true);
});

test('a change to a collection reaches its pages of sounds and every list of collections, not other collections', () => {
  const mine = { kind: 'collection', id: 'c1' } as const;
  expect(startsWith(soundKeys.page(mine, {}, 2), [...soundKeys.all, mine])).toBe(true);
  expect(startsWith(soundKeys.page({ kind: 'collection', id: 'c2' }, {}, 1), [...soundKeys.all, mine])).toBe(false);
  for (const key of [collectionKeys.mine(), collectionKeys.mine('s1'), collectionKeys.one('c1')]) {
    expect(startsWith(key, collectionKeys.all)).toBe(true);
  }
});
