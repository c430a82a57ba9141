/** Events identity publishes (DESIGN §2); consumers keep projections from them. */
export const IdentityEvents = {
  UserRegistered: 'user.registered',
  UserEmailConfirmed: 'user.email-confirmed',
  UserProfileUpdated: 'user.profile-updated',
  /** Only the distribution service binds it: contracts need the parties' legal details. */
  UserLegalDetailsUpdated: 'user.legal-details-updated',
  /** The account is gone: each service forgets what it kept of the person (may come more than once). */
  UserDeleted: 'user.deleted',
} as const;

/** The public part of a profile (never CPF, phone or CEP). */
export type UserPublicProfile = {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
  producer: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  tiktokUrl: string | null;
};

/** A public profile with nothing but its name: no picture, producer name or social links. */
export const BARE_PUBLIC_PROFILE = {
  avatarUrl: null,
  producer: null,
  facebookUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
} satisfies Omit<UserPublicProfile, 'userId' | 'fullName'>;

export type UserRegistered = UserPublicProfile & { email: string; provider: string; emailConfirmed: boolean };
export type UserEmailConfirmed = { userId: string; email: string; confirmedAt: string };
export type UserProfileUpdated = UserPublicProfile & { email: string; isAdmin: boolean };

/** What an e-contract names a party by. Kept off the public events: only distribution reads it. */
export type UserLegalDetailsUpdated = {
  userId: string;
  fullName: string;
  email: string;
  cpf: string | null;
  cep: string | null;
  producer: string | null;
};

/** The legal details of a user as identity keeps them (its entity, or a test's seeded user). */
export function legalDetailsOf(
  user: Omit<UserLegalDetailsUpdated, 'userId'> & { id: string },
): UserLegalDetailsUpdated {
  const { id, fullName, email, cpf, cep, producer } = user;
  return { userId: id, fullName, email, cpf, cep, producer };
}

export type UserDeleted = { userId: string; deletedAt: string };
