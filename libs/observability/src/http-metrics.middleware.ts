import type { NextFunction, Request, Response } from 'express';
import { httpDuration, httpRequests } from './metrics';

/** Counts and times requests by route template (not raw path, which would explode labels). */
export function httpMetricsMiddleware(request: Request, response: Response, next: NextFunction): void {
  const stop = httpDuration.startTimer();
  response.on('finish', () => {
    const route = request.route?.path ? `${request.baseUrl}${String(request.route.path)}` : 'unmatched';
    stop({ method: request.method, route });
    httpRequests.inc({ method: request.method, route, status: String(response.statusCode) });
  });
  next();
}
