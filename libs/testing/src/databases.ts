import { Client } from 'pg';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrlFor(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function dropDatabase(baseUrl: string, database: string): Promise<void> {
  return withAdmin(baseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`);
  });
}

/** A fresh database copied from the migrated template: milliseconds instead of migrations. */
export function createDatabaseFromTemplate(baseUrl: string, database: string, template: string): Promise<void> {
  return withAdmin(baseUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quote(database)} TEMPLATE ${quote(template)}`);
  });
}

export function recreateDatabase(baseUrl: string, database: string): Promise<void> {
  return withAdmin(baseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quote(database)}`);
  });
}
