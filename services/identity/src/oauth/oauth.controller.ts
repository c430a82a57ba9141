import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProperty,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import passport from 'passport';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { landingAfterSignIn } from '../accounts/session-fragment';
import { flowCookieOptions, readCookie } from '../common/auth-cookies';
import { nextEntry, sameSiteNext } from '../common/next-path';
import { IdentityResponse, mapIdentity } from '../sessions/session.dto';
import { OAuthAccountsService } from './oauth-accounts.service';
import { LINK_COOKIE, LINK_COOKIE_PATH, LINK_TTL_SECONDS, OAuthLinksStore } from './oauth-links.store';
import { OAUTH_PROVIDERS, type OAuthProfile, type OAuthProvider } from './oauth-providers';
import { OAuthStrategiesRegistry, strategyName } from './oauth-strategies.registry';
import { OAUTH_COOKIE, OAUTH_COOKIE_PATH, type OAuthAppState } from './oauth-state-store';

class AuthorizeUrlResponse {
  @ApiProperty() url: string;
}

const LINK_NOT_BOUND = `/profile/me#${new URLSearchParams({
  error: 'link',
  error_description:
    'Este pedido para vincular uma conta não foi iniciado neste navegador. Abra Meu Perfil e tente de novo.',
})}`;

const loginError = (message: string) => `/login#${new URLSearchParams({ error: 'oauth', error_description: message })}`;

/** Sign-in with google, facebook or spotify, and the account's linked identities. */
@ApiTags('auth')
@Controller('auth')
export class OAuthController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly strategies: OAuthStrategiesRegistry,
    private readonly accounts: OAuthAccountsService,
    private readonly links: OAuthLinksStore,
  ) {}

  @Public()
  @Get('authorize')
  @ApiQuery({ name: 'provider', enum: OAUTH_PROVIDERS })
  @ApiQuery({ name: 'link', required: false, description: 'Identificador de GET /auth/identities/authorize' })
  @ApiQuery({ name: 'next', required: false, description: 'Página do portal para depois do login (mesmo site)' })
  @ApiFoundResponse({ description: 'Redireciona ao provedor' })
  async authorize(
    @Query('provider') provider: string,
    @Query('link') link: string | undefined,
    @Query('login_hint') loginHint: string | undefined,
    @Query('next') next: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!this.isEnabled(provider)) return response.redirect(loginError(`Login com ${provider} não está disponível.`));
    let linkUserId: string | undefined;
    if (link) {
      // Only the browser that asked to link may use the handle: a link sent to someone else
      // would attach their provider account to the sender's.
      if (readCookie(request.headers.cookie, LINK_COOKIE) !== link) return response.redirect(LINK_NOT_BOUND);
      response.clearCookie(LINK_COOKIE, flowCookieOptions(this.config, LINK_COOKIE_PATH));
      linkUserId = await this.links.take(link);
      if (!linkUserId) return response.redirect('/profile/me#error=link_expired');
    }
    const state: OAuthAppState = { provider, linkUserId, next: sameSiteNext(next) };
    // passport-oauth2 stores any `state` object (our store keeps it in Redis); its types say string.
    const options = { session: false, state, loginHint } as unknown as passport.AuthenticateOptions;
    passport.authenticate(strategyName(provider), options)(request, response, (error?: Error) =>
      response.redirect(loginError(error?.message ?? 'Não foi possível falar com o provedor.')),
    );
  }

  @Public()
  @Get('callback/:provider')
  @ApiExcludeEndpoint()
  callback(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response): void {
    if (!this.isEnabled(provider)) return response.redirect(loginError(`Login com ${provider} não está disponível.`));
    passport.authenticate(
      strategyName(provider),
      { session: false },
      (
        error: Error | null,
        profile: OAuthProfile | false,
        info: { state?: OAuthAppState; message?: string } | undefined,
      ) => {
        response.clearCookie(OAUTH_COOKIE, flowCookieOptions(this.config, OAUTH_COOKIE_PATH));
        if (error || !profile) {
          return response.redirect(
            loginError(error?.message ?? info?.message ?? 'Não foi possível entrar com o provedor.'),
          );
        }
        const linkUserId = info?.state?.linkUserId;
        this.accounts.signIn(provider, profile, linkUserId).then(
          (answer) =>
            response.redirect(landingAfterSignIn(answer, '/profile/me', { provider, ...nextEntry(info?.state?.next) })),
          // A signed-in user linking a provider stays on the profile to read what went wrong.
          (failure: Error) =>
            response.redirect(
              linkUserId
                ? `/profile/me#${new URLSearchParams({ error: 'link', error_description: failure.message })}`
                : loginError(failure.message),
            ),
        );
      },
    )(request, response);
  }

  @Get('identities')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [IdentityResponse] })
  async list(@CurrentUser() user: AuthUser): Promise<IdentityResponse[]> {
    return (await this.accounts.identitiesOf(user.id)).map(mapIdentity);
  }

  @Get('identities/authorize')
  @ApiBearerAuth()
  @ApiQuery({ name: 'provider', enum: OAUTH_PROVIDERS })
  @ApiOkResponse({ type: AuthorizeUrlResponse })
  async linkUrl(
    @CurrentUser() user: AuthUser,
    @Query('provider') provider: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthorizeUrlResponse> {
    if (!this.isEnabled(provider)) throw new NotFoundException(`Login com ${provider} não está disponível.`);
    const handle = await this.links.create(user.id);
    response.cookie(LINK_COOKIE, handle, flowCookieOptions(this.config, LINK_COOKIE_PATH, LINK_TTL_SECONDS * 1000));
    return { url: `/api/auth/authorize?${new URLSearchParams({ provider, link: handle })}` };
  }

  @Delete('identities/:id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  unlink(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.accounts.unlink(user.id, id);
  }

  /** The stand-in's sign-in page: pick who signs in, then on to the local OIDC server. */
  @Public()
  @Get('oauth-standin/:provider/authorize')
  @ApiExcludeEndpoint()
  standIn(
    @Param('provider') provider: string,
    @Query() query: Record<string, string>,
    @Res() response: Response,
  ): void {
    const page =
      this.isEnabled(provider) && !this.config.isProduction
        ? this.strategies.standInSignInPage(provider, query)
        : undefined;
    if (!page) throw new NotFoundException();
    response.type('html').send(page);
  }

  private isEnabled(provider: string): provider is OAuthProvider {
    return this.strategies.enabled.has(provider as OAuthProvider);
  }
}
