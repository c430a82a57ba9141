import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import passport from 'passport';
import OAuth2Strategy from 'passport-oauth2';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';
import {
  mapUserInfo,
  OAUTH_PROVIDERS,
  providerEndpoints,
  type OAuthProfile,
  type OAuthProvider,
} from './oauth-providers';
import type { OAuthStandIn } from '@sampleteca/standin-oauth';
import { RedisOAuthStateStore } from './oauth-state-store';

// A variable, so TypeScript neither resolves nor rewrites it: the stand-in (standins/oauth, not in
// a production image) is loaded only when it runs.
const STANDIN_PACKAGE: string = '@sampleteca/standin-oauth';
type StandInModule = typeof import('@sampleteca/standin-oauth');

export const strategyName = (provider: OAuthProvider) => `oauth-${provider}`;

/**
 * Registers one passport-oauth2 strategy per configured provider (state + PKCE S256 kept in
 * Redis). Without credentials and with OAUTH_STANDIN, the local test server plays them all.
 */
@Injectable()
export class OAuthStrategiesRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('OAuth');
  private readonly redis: Redis;
  private standIn: Pick<OAuthStandIn, 'issuerUrl'> | undefined;
  private ownStandIn: OAuthStandIn | undefined;
  private standInModule: StandInModule | undefined;
  readonly enabled = new Set<OAuthProvider>();

  constructor(@Inject(CONFIG) private readonly config: Config) {
    this.redis = createRedisClient(config);
    this.redis.on('error', () => undefined);
  }

  /** The stand-in's own sign-in page, where a developer picks who signs in (undefined without it). */
  standInSignInPage(provider: OAuthProvider, query: Record<string, string>): string | undefined {
    if (!this.standIn || !this.standInModule) return undefined;
    return this.standInModule.renderStandInSignIn(provider, `${this.standIn.issuerUrl}/authorize`, query);
  }

  async onModuleInit(): Promise<void> {
    const needsStandIn = OAUTH_PROVIDERS.some((provider) => !providerEndpoints(this.config, provider, undefined));
    if (needsStandIn && this.config.OAUTH_STANDIN && !this.config.isProduction) {
      this.standInModule = (await import(STANDIN_PACKAGE)) as StandInModule;
      // One shared by every process when another runs it: a code it issued is known only to it.
      if (this.config.OAUTH_STANDIN_URL) this.standIn = { issuerUrl: this.config.OAUTH_STANDIN_URL };
      else {
        this.ownStandIn = new this.standInModule.OAuthStandIn();
        await this.ownStandIn.start();
        this.standIn = this.ownStandIn;
      }
      this.logger.log(`provedores sem credenciais usam o servidor OAuth local (${this.standIn.issuerUrl})`);
    }
    const store = new RedisOAuthStateStore(this.redis, this.config.REDIS_PREFIX, this.config);
    for (const provider of OAUTH_PROVIDERS) {
      const endpoints = providerEndpoints(this.config, provider, this.standIn);
      if (!endpoints) continue;
      const strategy = new OAuth2Strategy(
        {
          ...endpoints,
          callbackURL: new URL(`/api/auth/callback/${provider}`, this.config.PUBLIC_URL).toString(),
          state: true,
          pkce: true,
          store: store as unknown as OAuth2Strategy.StateStore,
        },
        (
          _accessToken: string,
          _refreshToken: string,
          profile: OAuthProfile,
          done: (error: null, user: OAuthProfile) => void,
        ) => done(null, profile),
      );
      strategy.authorizationParams = (options: { loginHint?: string }) =>
        options.loginHint ? { login_hint: options.loginHint } : {};
      strategy.userProfile = (accessToken, done) => {
        strategy['_oauth2'].useAuthorizationHeaderforGET(true);
        strategy['_oauth2'].get(endpoints.userInfoURL, accessToken, (error, body) => {
          if (error) return done(new Error('não foi possível ler o perfil do provedor'));
          try {
            const profile = mapUserInfo(JSON.parse(String(body)) as Record<string, unknown>);
            if (!profile.subject) return done(new Error('perfil do provedor sem identificador'));
            done(null, profile);
          } catch {
            done(new Error('perfil do provedor ilegível'));
          }
        });
      };
      passport.use(strategyName(provider), strategy);
      this.enabled.add(provider);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const provider of this.enabled) passport.unuse(strategyName(provider));
    await this.ownStandIn?.stop();
    this.redis.disconnect();
  }
}
