import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CONFIG, type Config } from '@sampleteca/config';
import { toAuthUser, type AccessTokenClaims, type AuthUser } from './auth-user';
import { jwksKeyProvider } from './jwks-key-provider';
import { SessionRevocationsStore } from './session-revocations.store';
import { ACCESS_TOKEN_ALGORITHM } from './signing-key';

export const REVOCATION_UNAVAILABLE_MESSAGE =
  'Não foi possível confirmar sua sessão agora. Tente novamente em alguns segundos.';

/**
 * Verifies access tokens locally against identity's published keys (cached), then asks the
 * shared revocation list whether their session has ended since they were signed.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly revocations: SessionRevocationsStore,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: jwksKeyProvider(config.jwksUrl),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser> {
    // Every token identity signs names its session; one without cannot be revoked, so it is refused.
    if (!claims.sid) throw new UnauthorizedException();
    let revoked: boolean;
    try {
      revoked = await this.revocations.isRevoked(claims.sid);
    } catch {
      // Fail closed: an unknown answer must not let a revoked session back in.
      throw new ServiceUnavailableException(REVOCATION_UNAVAILABLE_MESSAGE);
    }
    if (revoked) throw new UnauthorizedException();
    return toAuthUser(claims);
  }
}
