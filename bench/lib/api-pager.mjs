/**
 * The API's own list code (the compiled SoundLists, SearchTotals, SearchWords and their
 * repository) on a plain pg pool: what a page costs in SQL without HTTP, Nest or the token check.
 * Shared pages off unless asked for, so every call reads the database.
 */
export async function apiPager(pool, { databaseUrl, sharedPages = 0 } = {}) {
  const compiled = (path) =>
    import(`../../${path}`).catch(() => {
      throw new Error(`${path} não existe: compile antes (npm run build:services)`);
    });
  const { SoundLists } = await compiled('services/catalogue/dist/sounds/sound-lists.js');
  const { SoundListsRepository } = await compiled('services/catalogue/dist/sounds/sound-lists.repository.js');
  const { SearchTotals } = await compiled('services/catalogue/dist/sounds/search-totals.js');
  const { SearchWords } = await compiled('services/catalogue/dist/sounds/search-words.js');
  const { SharedPages } = await compiled('services/catalogue/dist/sounds/shared-pages.js');
  const { loadConfig } = await compiled('libs/config/dist/index.js');
  // The same settings the platform reads (CATALOGUE_EXACT_SEARCH_COUNT…), on this database.
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, CATALOGUE_SHARED_PAGES: String(sharedPages) });
  const repository = new SoundListsRepository({
    dataSource: { query: async (sql, params) => (await pool.query(sql, params)).rows },
  });
  // Preview links are signed as the API signs them; any secret will do here.
  const secret = Buffer.alloc(32, 7);
  const lists = new SoundLists(
    repository,
    new SearchTotals(repository, config),
    new SearchWords(repository),
    new SharedPages(config),
    secret,
    config,
  );
  return (viewerId, query) => lists.page({ kind: 'browse', viewerId }, query, viewerId);
}
