import { randomUUID } from 'node:crypto';

/** ZapSign's document and signer tokens are UUIDs. */
export const newToken = (): string => randomUUID();

/** ZapSign writes timestamps in UTC with microseconds: 2021-06-07T19:21:59.609067Z. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/Z$/, '000Z');
}
