import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from '@sampleteca/auth';
import { abandonRequest } from '../common/multipart-file.receiver';
import { MediaErrorCode, uploadError } from '../media-errors';

/**
 * Music uploads need a signed-in user. The route is @Public() so that this guard, not the
 * global one, answers a visitor: with the upload's error text, after letting the body drain
 * (so the client reads the answer instead of a reset connection).
 */
@Injectable()
export class SignedInUploadGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (request.user) return true;
    abandonRequest(request);
    // The spec's words for an upload without a signed-in user (§5).
    throw uploadError(MediaErrorCode.AudioUploadUnauthenticated, 'Você precisa está autenticado!');
  }
}
