import {
  ForbiddenException,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC } from './public.decorator';
import { ROLES, type Role } from './roles.decorator';

export const UNAUTHENTICATED_MESSAGE = 'Usuário não autenticado. Faça login para continuar.';
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar este recurso.';

/**
 * Global guard: every route needs a valid access token unless marked @Public(); @Roles()
 * narrows it further. On a public route a valid token still identifies the user.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (isPublic) {
      if (request.headers.authorization) await this.tryAuthenticate(context);
      return true;
    }
    await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles?.length && !roles.includes(request.user?.role as Role)) {
      throw new ForbiddenException(FORBIDDEN_MESSAGE);
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    // The revocation list unreachable is the platform's fault, not the token's: no sign-out.
    if (error instanceof ServiceUnavailableException) throw error;
    if (error || !user) throw new UnauthorizedException(UNAUTHENTICATED_MESSAGE);
    return user;
  }

  private async tryAuthenticate(context: ExecutionContext): Promise<void> {
    try {
      await super.canActivate(context);
    } catch (error) {
      // An expired token on a public page is simply a visitor; a session that cannot be checked
      // now is not (a signed-in person would be told to sign in, e.g. by the audio upload).
      if (error instanceof ServiceUnavailableException) throw error;
    }
  }
}
