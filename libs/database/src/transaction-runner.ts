import type { DataSource, EntityManager } from 'typeorm';

/** A service's unit of work: everything done with `manager` commits or rolls back together. */
export class TransactionRunner {
  constructor(readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
