import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiInternalServerErrorResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
  type ApiResponseNoStatusOptions,
} from '@nestjs/swagger';
import { ErrorResponse } from './error-response.dto';

const ERROR_RESPONSES = {
  badRequest: ApiBadRequestResponse,
  unauthorized: ApiUnauthorizedResponse,
  forbidden: ApiForbiddenResponse,
  notFound: ApiNotFoundResponse,
  conflict: ApiConflictResponse,
  gone: ApiGoneResponse,
  payloadTooLarge: ApiPayloadTooLargeResponse,
  unsupportedMediaType: ApiUnsupportedMediaTypeResponse,
  unprocessableEntity: ApiUnprocessableEntityResponse,
  tooManyRequests: ApiTooManyRequestsResponse,
  internalServerError: ApiInternalServerErrorResponse,
  serviceUnavailable: ApiServiceUnavailableResponse,
} satisfies Record<string, (options: ApiResponseNoStatusOptions) => MethodDecorator & ClassDecorator>;

/**
 * A route's error answers in OpenAPI: each status with the error body (ErrorResponse) and what
 * its codes mean, `@ApiErrors({ notFound: 'SOUND_NOT_FOUND', conflict: '…' })`.
 */
export const ApiErrors = (errors: Partial<Record<keyof typeof ERROR_RESPONSES, string>>): MethodDecorator =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ERROR_RESPONSES[status as keyof typeof ERROR_RESPONSES]({ type: ErrorResponse, description }),
    ),
  );
