// Issue #33 §3's bounds: enough for any real use, and they keep a reorder (the whole order
// rewritten) and a ZIP's selection small. The catalogue's error texts name the same numbers.
export const COLLECTIONS_PER_PERSON = 100;
export const SOUNDS_PER_COLLECTION = 1_000;
export const COLLECTION_NAME_MAX = 80;
