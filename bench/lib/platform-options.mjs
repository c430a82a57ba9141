import { loadDotEnv } from '../../scripts/lib/env.mjs';

loadDotEnv();

/**
 * The options every bench against the running platform takes (parseArgs' shape): its address
 * and its database, from .env or the local defaults.
 */
export const PLATFORM_OPTIONS = {
  url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT || 3000}` },
  'database-url': {
    type: 'string',
    default: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sampleteca',
  },
};
