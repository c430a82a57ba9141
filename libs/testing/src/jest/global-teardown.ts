import { dropDatabase } from '../databases';
import type { Infrastructure } from '../infrastructure';

export default async function globalTeardown(): Promise<void> {
  const { DATABASE_URL, SAMPLETECA_TEST_TEMPLATE } = process.env;
  if (DATABASE_URL && SAMPLETECA_TEST_TEMPLATE) await dropDatabase(DATABASE_URL, SAMPLETECA_TEST_TEMPLATE);
  await (globalThis as { __sampletecaInfrastructure?: Infrastructure }).__sampletecaInfrastructure?.stop();
}
