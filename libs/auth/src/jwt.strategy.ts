import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CONFIG, type Config } from '@sampleteca/config';
import { toAuthUser, type AccessTokenClaims, type AuthUser } from './auth-user';
import { jwksKeyProvider } from './jwks-key-provider';
import { ACCESS_TOKEN_ALGORITHM } from './signing-key';

/** Verifies access tokens locally against identity's published keys (cached). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(CONFIG) config: Config) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: jwksKeyProvider(config.jwksUrl),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
    });
  }

  validate(claims: AccessTokenClaims): AuthUser {
    return toAuthUser(claims);
  }
}
