import { parseArgs } from 'node:util';
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

/**
 * The command line of a bench against the running platform: PLATFORM_OPTIONS and the bench's
 * own, each named with its default (a boolean makes a flag; undefined, a string with none).
 *   const options = platformArgs({ runs: 3, compare: false, only: undefined });
 */
export function platformArgs(own) {
  const options = { ...PLATFORM_OPTIONS };
  for (const [name, value] of Object.entries(own)) {
    if (typeof value === 'boolean') options[name] = { type: 'boolean', default: value };
    else options[name] = value === undefined ? { type: 'string' } : { type: 'string', default: String(value) };
  }
  return parseArgs({ options }).values;
}
