const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL rejects a malformed uuid with an error: ids from outside are checked first, and are simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
