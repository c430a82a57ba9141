import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { returningRows } from './returning-rows';
import { TransactionRunner } from './transaction-runner';

/** Rows a batch converts: a short transaction, thousands of rows a second. */
const BATCH = 1000;

/**
 * A worker provider that fills a column an expand migration added, from the column it replaces,
 * while the platform serves (docs/operations.md: expand, backfill, contract a release later). The
 * migration stays instant and takes no long lock; old pods still read the old column meanwhile.
 *
 * Each batch sets `column` to `convert` (an SQL expression of the row) on up to a thousand rows
 * where it is NULL and `from` is not (a partial index on exactly that keeps finding them cheap),
 * picked `FOR UPDATE SKIP LOCKED`, so several workers share the work. Each batch is its own
 * transaction: a worker stopped or killed mid-way loses at most one batch, and the next start
 * resumes with the rows still unconverted. Stops at shutdown; quiet once nothing is left.
 */
export function columnBackfill(
  name: string,
  { table, key, column, from, convert }: { table: string; key: string; column: string; from: string; convert: string },
): Type<OnApplicationBootstrap & OnApplicationShutdown> {
  const batchSql = `
    UPDATE ${table} SET ${column} = ${convert}
     WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${column} IS NULL AND ${from} IS NOT NULL
                       LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING 1`;

  @Injectable()
  class ColumnBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
    private readonly logger = new Logger(`Backfill:${name}`);
    private stopping = false;
    private running: Promise<void> | undefined;

    constructor(private readonly transactions: TransactionRunner) {}

    onApplicationBootstrap(): void {
      this.running = this.run().catch((error: Error) =>
        this.logger.warn(`interrompido (recomeça no próximo início): ${error.message}`),
      );
    }

    async onApplicationShutdown(): Promise<void> {
      this.stopping = true;
      await this.running;
    }

    private async run(): Promise<void> {
      let converted = 0;
      while (!this.stopping) {
        const rows = await this.transactions.run((manager) => returningRows(manager, batchSql, []));
        if (rows.length === 0) break;
        converted += rows.length;
      }
      if (converted > 0) this.logger.log(`${converted} linha(s) convertida(s)${this.stopping ? ' até a parada' : ''}`);
    }
  }
  Object.defineProperty(ColumnBackfill, 'name', { value: `${name}Backfill` });
  return ColumnBackfill;
}
