/** NOTIFY channel: a sound became public or private (facet counts cached per process go stale). */
export const PUBLIC_SOUNDS_CHANNEL = 'catalogue_public_sounds';
