/** Events the catalogue publishes about sounds (DESIGN §2). */
export const CatalogueEvents = {
  SoundCreated: 'sound.created',
  SoundDeleted: 'sound.deleted',
  SoundDownloaded: 'sound.downloaded',
  SoundsArtistRenamed: 'sound.artist.renamed',
  SoundRenamed: 'sound.renamed',
  SoundPublished: 'sound.published',
  NewsDigestDue: 'news.digest.due',
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

/** The sound became public (its distribution was approved): followers of its owner hear of it. */
export type SoundPublished = {
  soundId: string;
  ownerUserId: string;
  publishedAt: string;
};

/**
 * A follower's daily digest of new sounds from the producers they follow: identity e-mails it
 * (it holds the address), with `unsubscribeUrl` as the one-click List-Unsubscribe link.
 */
export type NewsDigestDue = {
  userId: string;
  sounds: { name: string; producerName: string; url: string }[];
  /** Sounds beyond those listed. */
  more: number;
  newsUrl: string;
  /** The page with the one button that stops the digest (the e-mail's visible link). */
  unsubscribeUrl: string;
  /** RFC 8058's one-click address (List-Unsubscribe with List-Unsubscribe-Post): a POST stops it. */
  oneClickUnsubscribeUrl: string;
  dueAt: string;
};
