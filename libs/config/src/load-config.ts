import { environmentSchema, type Environment } from './schema';

/** Thrown once at start with every bad variable listed, so an operator fixes them in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Config = Environment & {
  /** JWKS the services verify tokens with; defaults to identity's endpoint on this process. */
  jwksUrl: string;
  isProduction: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", so a blank line in .env falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  return {
    ...values,
    jwksUrl: values.JWKS_URL || `http://127.0.0.1:${values.PORT}/api/auth/jwks.json`,
    isProduction: values.NODE_ENV === 'production',
  };
}
