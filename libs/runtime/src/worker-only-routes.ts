import type { RequestHandler } from 'express';
import { COMMON_MESSAGES, CommonErrorCode, type ErrorBody } from '@sampleteca/http';

// Probes, metrics and a service's health page: what the cluster asks of any pod.
const OPERATIONAL_PATHS = /^\/api\/(health|ready|metrics)(\/[a-z]+)?\/?$/;

/**
 * A worker pod (ROLES without api) answers its probes and metrics only: the product's routes
 * belong to the api pods, which the Ingress and the Services route to. A worker that served them
 * would take traffic its sizing and its PodDisruptionBudget never counted on.
 */
export function workerOnlyRoutes(): RequestHandler {
  return (request, response, next) => {
    if (OPERATIONAL_PATHS.test(request.path)) return next();
    const body: ErrorBody = {
      statusCode: 404,
      code: CommonErrorCode.NotFound,
      message: COMMON_MESSAGES[CommonErrorCode.NotFound],
    };
    response.status(404).json(body);
  };
}
