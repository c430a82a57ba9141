import { BPM_VALUES, MUSICAL_KEYS, SOUND_TYPES } from '@sampleteca/contracts';
import { isUuid } from '@sampleteca/database';
import type { AdminSoundQuery } from './admin-sounds.service';

const STATUSES = ['public', 'private'] as const;
const PROCESSING = ['processing', 'ready', 'failed'] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
const uuid = (value: unknown): string | undefined => (typeof value === 'string' && isUuid(value) ? value : undefined);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The console's filter (ra-data-simple-rest's `filter={…}`) as the admin list reads it: values
 * that are not one of the catalogue's are left out, as react-admin's own inputs never send them.
 */
export function adminSoundQuery(filter: Record<string, unknown>): AdminSoundQuery {
  return {
    search: text(filter.q),
    uploader: uuid(filter.owner),
    category: uuid(filter.category),
    drumKit: uuid(filter.drumKit),
    type: oneOf(SOUND_TYPES, filter.type),
    key: oneOf(MUSICAL_KEYS, filter.key),
    bpm: oneOf(BPM_VALUES, filter.bpm),
    status: oneOf(STATUSES, filter.status),
    processing: oneOf(PROCESSING, filter.processing),
  };
}
