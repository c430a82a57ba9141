import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { currentCorrelationId } from '@sampleteca/observability';
import { AppException, COMMON_MESSAGES, CommonErrorCode } from './app-exception';
import { isDatabaseUnavailable, isRedisUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './dependency-unavailable';
import { retryAfterSeconds, type ErrorBody } from './error-body';

const CODE_BY_STATUS: Partial<Record<number, CommonErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: CommonErrorCode.ValidationFailed,
  [HttpStatus.UNAUTHORIZED]: CommonErrorCode.Unauthenticated,
  [HttpStatus.FORBIDDEN]: CommonErrorCode.Forbidden,
  [HttpStatus.NOT_FOUND]: CommonErrorCode.NotFound,
  [HttpStatus.CONFLICT]: CommonErrorCode.Conflict,
  [HttpStatus.PAYLOAD_TOO_LARGE]: CommonErrorCode.PayloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: CommonErrorCode.RateLimited,
  [HttpStatus.SERVICE_UNAVAILABLE]: CommonErrorCode.Unavailable,
};

/** Nest's own messages are English; keep a Portuguese one we chose, else the catalogue's. */
function portugueseMessage(exception: HttpException, code: CommonErrorCode): string {
  const response = exception.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (typeof message === 'string' && /[ãõçáéíóúâêô]|^(Usuário|Você|Dados|Por)/i.test(message)) return message;
  return COMMON_MESSAGES[code];
}

/** The one place an error becomes an HTTP answer: `{ statusCode, code, message, details? }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    // A wait the error names (a rate limit, a full queue), else a dependency's usual one.
    const retryAfter =
      retryAfterSeconds(body) ??
      (body.code === CommonErrorCode.Unavailable ? UNAVAILABLE_RETRY_AFTER_SECONDS : undefined);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && body.code === CommonErrorCode.Unavailable) {
      this.logger.warn({ err: exception, correlationId: body.correlationId }, 'dependência indisponível');
    } else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && retryAfter) {
      // A bound reached on purpose (a full queue, a full process): expected under load, not a fault.
      this.logger.warn({ code: body.code, correlationId: body.correlationId }, 'recusado: capacidade esgotada');
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, correlationId: body.correlationId }, 'erro não tratado');
    }
    if (response.headersSent) return;
    if (retryAfter) response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    const correlationId = currentCorrelationId();
    if (exception instanceof AppException) {
      return {
        statusCode: exception.status,
        code: exception.code,
        message: exception.message,
        details: exception.details,
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const code =
        CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? CommonErrorCode.Internal : CommonErrorCode.ValidationFailed);
      const details = (exception.getResponse() as { details?: unknown }).details;
      return {
        statusCode,
        code,
        message: portugueseMessage(exception, code),
        ...(details ? { details } : {}),
        ...(statusCode >= 500 ? { correlationId } : {}),
      };
    }
    if (isRedisUnavailable(exception) || isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        code: CommonErrorCode.Unavailable,
        message: COMMON_MESSAGES[CommonErrorCode.Unavailable],
        correlationId,
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: CommonErrorCode.Internal,
      message: COMMON_MESSAGES[CommonErrorCode.Internal],
      correlationId,
    };
  }
}
