import { HttpStatus } from '@nestjs/common';

/**
 * A failure the user should read: a stable machine `code` and the spec's Portuguese
 * `message`. Each service keeps its codes in an enum beside its features.
 */
export class AppException extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppException';
  }
}

/** Codes shared by every service. */
export enum CommonErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  RateLimited = 'RATE_LIMITED',
  /** A dependency a request needs (Redis) cannot be reached now: come back in a moment. */
  Unavailable = 'SERVICE_UNAVAILABLE',
  Internal = 'INTERNAL_ERROR',
}

export const COMMON_MESSAGES: Record<CommonErrorCode, string> = {
  [CommonErrorCode.ValidationFailed]: 'Dados inválidos. Verifique os campos destacados.',
  [CommonErrorCode.Unauthenticated]: 'Usuário não autenticado. Faça login para continuar.',
  [CommonErrorCode.Forbidden]: 'Você não tem permissão para acessar este recurso.',
  [CommonErrorCode.NotFound]: 'Recurso não encontrado.',
  [CommonErrorCode.Conflict]: 'O recurso foi alterado por outra operação. Tente novamente.',
  [CommonErrorCode.PayloadTooLarge]: 'O arquivo ou os dados enviados são grandes demais.',
  [CommonErrorCode.RateLimited]: 'Por questões de segurança, tente novamente em alguns segundos',
  [CommonErrorCode.Unavailable]: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  // The spec's text for an error the user cannot act on.
  [CommonErrorCode.Internal]: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
};

/**
 * Why the input guard (UnsafeInputPipe, assertSafeInput) refuses a request: text PostgreSQL
 * cannot store (NUL; a lone UTF-16 surrogate, which a JSON "\ud800" escape can carry), or
 * nesting deep enough to blow the stack.
 */
export const UNSAFE_INPUT_MESSAGES = {
  nul: 'A requisição contém um caractere nulo, que não é aceito.',
  illFormed: 'A requisição contém um texto malformado (um caractere Unicode incompleto), que não é aceito.',
  tooDeep: 'A requisição tem dados aninhados demais.',
} as const;
