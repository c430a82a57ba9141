import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CONFIG, type Config } from '@sampleteca/config';
import { toAuthUser, type AccessTokenClaims, type AuthUser } from './auth-user';
import { jwksKeyProvider } from './jwks-key-provider';
import { SessionRevocationsStore } from './session-revocations.store';
import { ACCESS_TOKEN_ALGORITHM } from './signing-key';
import { VerifiedTokens } from './verified-tokens';

export const REVOCATION_UNAVAILABLE_MESSAGE =
  'Não foi possível confirmar sua sessão agora. Tente novamente em alguns segundos.';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

type StrategyRequest = Parameters<typeof bearerToken>[0];

/**
 * Verifies access tokens locally against identity's published keys (cached), then asks the
 * shared revocation list whether their session has ended since they were signed. A token
 * verified before skips the verification until it expires (VerifiedTokens), never the list.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verifiedTokens = new VerifiedTokens();

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly revocations: SessionRevocationsStore,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKeyProvider: jwksKeyProvider(config.jwksUrl),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      passReqToCallback: true,
    });
  }

  /** passport's entry point (`this` is the request's copy of the strategy, with success and error). */
  override authenticate(request: StrategyRequest, options?: object): void {
    const token = bearerToken(request);
    const claims = token ? this.verifiedTokens.get(token) : undefined;
    if (!claims) return super.authenticate(request, options);
    this.validate(request, claims).then(
      (user) => this.success(user),
      (error: Error) => this.error(error),
    );
  }

  async validate(request: StrategyRequest, claims: AccessTokenClaims): Promise<AuthUser> {
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
    const token = bearerToken(request);
    if (token) this.verifiedTokens.remember(token, claims);
    return toAuthUser(claims);
  }
}
