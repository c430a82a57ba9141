import { Transform } from 'class-transformer';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Strips the spaces around a text field before it is validated. */
export const Trim = () => Transform(({ value }: { value: unknown }) => trimmed(value));

/** As Trim, and an empty text becomes absent (an empty `?search=` filters nothing). */
export const TrimToUndefined = () => Transform(({ value }: { value: unknown }) => trimmed(value) || undefined);

/** A query string's 'true' / 'false' as a boolean (anything else is left for validation to refuse). */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/** A LIKE/ILIKE term with its wildcards taken literally. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, '\\$&');
