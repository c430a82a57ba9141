/**
 * The API's own list code (the compiled SoundListsService, SearchTotalsService, SearchWordsService and their
 * repository) on a plain pg pool: what a page costs in SQL without HTTP, Nest or the token check.
 * Shared pages off unless asked for, so every call reads the database.
 */
export async function apiPager(pool, { databaseUrl, sharedPages = 0 } = {}) {
  const compiled = (path) =>
    import(`../../${path}`).catch(() => {
      throw new Error(`${path} não existe: compile antes (npm run build:services)`);
    });
  const { SoundListsService } = await compiled('services/catalogue/dist/browse/sound-lists/sound-lists.service.js');
  const { SoundListsRepository } = await compiled(
    'services/catalogue/dist/browse/sound-lists/sound-lists.repository.js',
  );
  const { SearchTotalsService } = await compiled('services/catalogue/dist/browse/sound-lists/search-totals.service.js');
  const { SearchWordsService } = await compiled('services/catalogue/dist/browse/sound-lists/search-words.service.js');
  const { SharedPagesCache } = await compiled('services/catalogue/dist/browse/sound-lists/shared-pages.cache.js');
  const { loadConfig } = await compiled('libs/config/dist/index.js');
  // The same settings the platform reads (CATALOGUE_EXACT_SEARCH_COUNT…), on this database.
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, CATALOGUE_SHARED_PAGES: String(sharedPages) });
  const repository = new SoundListsRepository({
    dataSource: { query: async (sql, params) => (await pool.query(sql, params)).rows },
  });
  // Preview links are signed as the API signs them; any secret will do here.
  const secret = Buffer.alloc(32, 7);
  const lists = new SoundListsService(
    repository,
    new SearchTotalsService(repository, config),
    new SearchWordsService(repository),
    new SharedPagesCache(config),
    secret,
    config,
  );
  return (viewerId, query) => lists.page({ kind: 'browse', viewerId }, query, viewerId);
}
