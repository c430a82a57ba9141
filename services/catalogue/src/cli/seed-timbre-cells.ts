/** Seed step: the cells 'Sons parecidos' reads, built at once instead of by the worker later. */
import type { Client } from 'pg';
import { TimbreCells, type Query, type SqlAccess } from '../browse/similar/timbre-cells';
import { TimbreNeighbours } from '../browse/similar/timbre-neighbours';
import type { Progress } from './seed-session';

export async function seedTimbreCells(client: Client, cellsFrom: number, progress: Progress): Promise<void> {
  const query: Query = async (sql, params) => (await client.query(sql, params)).rows;
  const sql: SqlAccess = {
    query,
    transaction: async (work) => {
      await client.query('BEGIN');
      try {
        const result = await work(query);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
  };
  const cells = new TimbreCells(sql, { cellsFrom });
  const started = performance.now();
  const built = await cells.buildIfDue();
  const { generation, total } = await cells.progress();
  progress(
    built
      ? `células de timbre (geração ${generation}) para ${total.toLocaleString('pt-BR')} sons: ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`
      : `células de timbre: nada a refazer (${total.toLocaleString('pt-BR')} sons descritos)`,
  );
  // Each public sound's neighbour list (#46), as the worker would build it next.
  const listing = performance.now();
  const neighbours = new TimbreNeighbours(sql);
  if (await neighbours.buildIfDue()) {
    const { listed } = await neighbours.progress();
    progress(
      `vizinhos de timbre de ${listed.toLocaleString('pt-BR')} sons: ${((performance.now() - listing) / 1000).toFixed(1)} s`,
    );
  }
}
