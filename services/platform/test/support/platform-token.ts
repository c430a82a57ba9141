import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ALGORITHM } from '@sampleteca/auth';
import { SigningKeyProvider } from '@sampleteca/identity';
import type { RunningPlatform } from '@sampleteca/runtime';

/** A token the platform's identity would sign for a fresh account with `role`. */
export function tokenFor(platform: RunningPlatform, role: 'user' | 'admin'): Promise<string> {
  const key = platform.app.get(SigningKeyProvider).current;
  return new SignJWT({ email: `${role}@example.com`, role, provider: 'email', sid: randomUUID() })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid })
    .setSubject(randomUUID())
    .setIssuer(platform.config.JWT_ISSUER)
    .setAudience(platform.config.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key.privateKey);
}
