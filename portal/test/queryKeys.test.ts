import { catalogueKeys } from '../src/api/catalogue';
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
