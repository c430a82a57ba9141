/** Where an image's files are kept in storage, all under `images/<id>/`. */

/** One webp rendition, by nominal size (recorded in the row's `sizes`). */
export const imageKey = (id: string, size: number) => `images/${id}/${size}.webp`;

/**
 * The share card (1200×630 JPEG for link previews), rendered on first request: no row names it,
 * so whatever removes an image's files removes this key too.
 */
export const shareCardKey = (id: string) => `images/${id}/share-card.jpg`;
