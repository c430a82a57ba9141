import { distributionError, DistributionErrorCode as Code } from '../distribution-errors';
import type { Party } from '../parties/parties.repository';
import type { PartySnapshot } from './contracts.repository';

/** What a contract names of its producer besides name and e-mail (spec 02 §7). */
export const LEGAL_FIELDS = ['cpf', 'cep', 'producer'] as const;

/**
 * The profile as the contract will name it, as it is now; an incomplete one (a field missing or
 * blank) sends the producer to /profile/update, naming what is missing.
 */
export function partySnapshot(party: Party | undefined): PartySnapshot {
  const missing = LEGAL_FIELDS.filter((field) => !party?.[field]?.trim());
  if (!party || missing.length) {
    throw distributionError(Code.ProfileIncomplete, { details: { redirectTo: '/profile/update', missing } });
  }
  return {
    role: 'produtor',
    userId: party.userId,
    fullName: party.fullName,
    email: party.email,
    cpf: party.cpf!,
    cep: party.cep!,
    producer: party.producer!,
  };
}
