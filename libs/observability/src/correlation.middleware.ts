import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_HEADER, sanitizeCorrelationId, withCorrelationId, currentCorrelationId } from './correlation';

/** Runs the rest of the request inside its correlation id and echoes it to the caller. */
export function correlationMiddleware(request: Request, response: Response, next: NextFunction): void {
  withCorrelationId(sanitizeCorrelationId(request.headers[CORRELATION_HEADER]), () => {
    const id = currentCorrelationId() as string;
    (request as Request & { id?: string }).id = id;
    response.setHeader(CORRELATION_HEADER, id);
    next();
  });
}
