import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import type { Query, SqlAccess } from './timbre-cells';

/** The catalogue's database as TimbreCells reads and writes it (the seed hands it a pg client instead). */
@Injectable()
export class TimbreCellsRepository implements SqlAccess {
  constructor(private readonly transactions: TransactionRunner) {}

  query: Query = (sql, params) => this.transactions.dataSource.query(sql, params);

  transaction<T>(work: (query: Query) => Promise<T>): Promise<T> {
    return this.transactions.run((manager) => work((sql, params) => manager.query(sql, params)));
  }
}
