import { randomUUID } from 'node:crypto';
import { User } from './user.entity';

/** What every way of creating an account must say; the rest of the profile starts empty. */
type NewUserFields = Pick<User, 'email' | 'fullName' | 'provider'> &
  Partial<Omit<User, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>>;

/** Everything of a profile besides its e-mail and name, empty: a new account's, and a deleted one's. */
export const EMPTY_PROFILE = {
  emailConfirmedAt: null,
  passwordHash: null,
  phone: null,
  cpf: null,
  cep: null,
  producer: null,
  facebookUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
  avatarUrl: null,
  permission: null,
} satisfies Partial<User>;

/** A new account, not yet stored: sign-up, an OAuth sign-in and the demo catalogue make theirs here. */
export function newUser(fields: NewUserFields): User {
  return Object.assign(new User(), { id: randomUUID(), ...EMPTY_PROFILE, deletedAt: null, ...fields });
}
