/** Events the catalogue publishes about sounds (DESIGN §2). */
export const CatalogueEvents = {
  SoundCreated: 'sound.created',
  SoundDeleted: 'sound.deleted',
  SoundDownloaded: 'sound.downloaded',
  SoundsArtistRenamed: 'sound.artist.renamed',
  SoundRenamed: 'sound.renamed',
} as const;

export type SoundCreated = {
  soundId: string;
  ownerUserId: string;
  name: string;
  /** media's audio file the sound plays and downloads (media keeps it from now on). */
  audioId: string;
  /** Cover image id in media, when the cover was uploaded there. */
  imageId: string | null;
  isFree: boolean;
  /** A produced song (distribution form): it is reviewed once its contract is signed. */
  isProduced?: boolean;
  /** What a review card shows: the cover link and the credited artist. */
  imageUrl?: string | null;
  artistName?: string | null;
  createdAt: string;
};

/** The sound is gone: media removes its audio file, preview and cover. */
export type SoundDeleted = {
  soundId: string;
  ownerUserId: string;
  audioId: string;
  imageId: string | null;
  deletedAt: string;
};

/** A user downloaded a sound for the first time (later downloads of the same sound are not events). */
export type SoundDownloaded = {
  soundId: string;
  userId: string;
  ownerUserId: string;
  downloadedAt: string;
};

/**
 * The credited artist of these sounds is now called `artistName` (an administrator renamed the
 * artist, or merged duplicates into it): copies of `artistName` (distribution's review cards)
 * follow. Sent in chunks: one event names at most 1,000 sounds.
 */
export type SoundsArtistRenamed = {
  soundIds: string[];
  artistId: string;
  artistName: string;
  renamedAt: string;
};

/** An administrator renamed the sound (the console's Sons): copies of its name follow. */
export type SoundRenamed = {
  soundId: string;
  name: string;
  renamedAt: string;
};
