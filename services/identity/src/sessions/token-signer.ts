import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, type AccessTokenClaims } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { SigningKeyProvider } from '../keys/signing-key.provider';

/** Signs access tokens with identity's private key; every service verifies them via JWKS. */
@Injectable()
export class TokenSigner {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly signingKey: SigningKeyProvider,
  ) {}

  async sign(claims: AccessTokenClaims & { sid: string }): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.config.ACCESS_TOKEN_TTL_SECONDS;
    const { sub, ...rest } = claims;
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: this.signingKey.current.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.signingKey.current.privateKey);
    return { token, expiresAt };
  }
}
