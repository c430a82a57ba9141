import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** Callbacks waiting for their transaction's commit, per query runner (one transaction each). */
const waiting = new WeakMap<QueryRunner, Set<() => void>>();
const listening = new WeakSet<DataSource>();

/**
 * Calls `wake` once the caller's transaction has committed (a savepoint's release is not a
 * commit), and forgets it on a rollback. The outbox relay is woken this way: woken earlier it
 * would find nothing yet and the event would wait for the next poll.
 */
export function wakeAfterCommit(manager: EntityManager, wake: () => void): void {
  const runner = manager.queryRunner;
  if (!runner) return;
  listen(manager.connection);
  const wakes = waiting.get(runner) ?? new Set();
  wakes.add(wake);
  waiting.set(runner, wakes);
}

function listen(dataSource: DataSource): void {
  if (listening.has(dataSource)) return;
  listening.add(dataSource);
  dataSource.subscribers.push({
    afterTransactionCommit: ({ queryRunner }) => {
      if (queryRunner.isTransactionActive) return;
      const wakes = waiting.get(queryRunner);
      waiting.delete(queryRunner);
      wakes?.forEach((wake) => wake());
    },
    afterTransactionRollback: ({ queryRunner }) => {
      if (!queryRunner.isTransactionActive) waiting.delete(queryRunner);
    },
  });
}
