/** An account as /api/admin/users answers it. */
export interface AdminUser {
  id: string;
  fullName: string;
  email: string;
  producer: string | null;
  phone: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  tiktokUrl: string | null;
  facebookUrl: string | null;
  isAdmin: boolean;
  emailConfirmed: boolean;
  provider: string;
  createdAt: string;
}

/** /api/admin/sounds/owners/{id}: the account's place in the catalogue. */
export interface OwnerSummary {
  sounds: number;
  publicSounds: number;
  likesReceived: number;
  downloadsReceived: number;
  likesGiven: number;
  downloadsMade: number;
}
