import type { EntityManager } from 'typeorm';
import type { TransactionRunner } from '@sampleteca/database';
import { TaxonomyErrorCode, taxonomyError } from './taxonomy-errors';
import type { TaxonomyKind } from './taxonomy-kinds';

const UNIQUE_VIOLATION = '23505';

/**
 * A change of names in one transaction, with a unique index's refusal (a rename racing another,
 * an undo bringing back a name taken since) answered as 409 in the list's own words.
 */
export async function inTaxonomyTransaction<T>(
  transactions: TransactionRunner,
  kind: TaxonomyKind,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await transactions.run(work);
  } catch (error) {
    if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
      throw taxonomyError(TaxonomyErrorCode.NameTaken, { message: kind.messages.nameTaken });
    }
    throw error;
  }
}
