/** A sound as /api/admin/sounds answers it (the catalogue's card). */
export interface AdminSound {
  id: string;
  name: string;
  description: string;
  type: string;
  key: string;
  bpm: string;
  /** The exact tempo (its range is `bpm`); null when unknown. */
  tempo: number | null;
  category: { id: string; name: string } | null;
  drumKit: { id: string; name: string } | null;
  owner: { id: string; name: string };
  imageUrl: string | null;
  status: 'public' | 'private';
  likes: number;
  downloads: number;
  createdAt: string;
  audio: {
    id: string;
    status: 'processing' | 'ready' | 'failed';
    failureMessage: string | null;
    previewUrl: string | null;
  };
}
