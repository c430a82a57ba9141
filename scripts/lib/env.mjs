// Reads .env (if any) into process.env without overriding what the shell already set.
import { existsSync } from 'node:fs';

export function loadDotEnv(path = '.env') {
  if (existsSync(path)) process.loadEnvFile(path);
}

export const DEFAULT_URLS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sampleteca',
  RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:5672',
  REDIS_URL: 'redis://127.0.0.1:6379',
};
