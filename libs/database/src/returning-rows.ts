import type { EntityManager } from 'typeorm';

/**
 * The rows an UPDATE/DELETE … RETURNING gave back. TypeORM's manager.query answers those
 * statements as [rows, count], unlike SELECT and INSERT; the structured result is uniform.
 */
export async function returningRows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('returningRows runs inside a transaction');
  const result = (await manager.queryRunner.query(sql, params, true)) as { records: T[] };
  return result.records;
}
