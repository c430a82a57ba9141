import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** Callbacks waiting for their transaction's commit, per query runner (one transaction each). */
const waiting = new WeakMap<QueryRunner, Set<() => void>>();
const listening = new WeakSet<DataSource>();

/**
 * Calls `then` once the caller's transaction has committed (a savepoint's release is not a
 * commit), and forgets it on a rollback. The outbox relay is woken this way (woken earlier it
 * would find nothing yet), and a recorded e-mail is queued.
 */
export function afterCommit(manager: EntityManager, then: () => void): void {
  const runner = manager.queryRunner;
  if (!runner) return;
  listen(manager.connection);
  const callbacks = waiting.get(runner) ?? new Set();
  callbacks.add(then);
  waiting.set(runner, callbacks);
}

function listen(dataSource: DataSource): void {
  if (listening.has(dataSource)) return;
  listening.add(dataSource);
  dataSource.subscribers.push({
    afterTransactionCommit: ({ queryRunner }) => {
      if (queryRunner.isTransactionActive) return;
      const callbacks = waiting.get(queryRunner);
      waiting.delete(queryRunner);
      callbacks?.forEach((callback) => callback());
    },
    afterTransactionRollback: ({ queryRunner }) => {
      if (!queryRunner.isTransactionActive) waiting.delete(queryRunner);
    },
  });
}
