import { HttpStatus } from '@nestjs/common';
import { COMMON_MESSAGES, CommonErrorCode, errorCatalogue, rateLimitedMessage } from '@sampleteca/http';

/** identity's error codes and the spec 1 §8 messages users read. */
export enum IdentityErrorCode {
  EmailInUse = 'EMAIL_IN_USE',
  CpfInUse = 'CPF_IN_USE',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  EmailNotConfirmed = 'EMAIL_NOT_CONFIRMED',
  InvalidRefreshToken = 'INVALID_REFRESH_TOKEN',
  InvalidRegistrationToken = 'INVALID_REGISTRATION_TOKEN',
  MfaInvalidCode = 'MFA_INVALID_CODE',
  MfaTokenExpired = 'MFA_TOKEN_EXPIRED',
  MfaCodeRequired = 'MFA_CODE_REQUIRED',
  FactorNotFound = 'FACTOR_NOT_FOUND',
  LastIdentity = 'LAST_IDENTITY',
  IdentityNotFound = 'IDENTITY_NOT_FOUND',
  IdentityTaken = 'IDENTITY_TAKEN',
  EmailNeedsPassword = 'EMAIL_NEEDS_PASSWORD',
  EmailReadOnly = 'EMAIL_READ_ONLY',
  UserNotFound = 'USER_NOT_FOUND',
  LastAdmin = 'LAST_ADMIN',
  RateLimited = 'RATE_LIMITED',
  DeletionPasswordRequired = 'DELETION_PASSWORD_REQUIRED',
  DeletionPasswordInvalid = 'DELETION_PASSWORD_INVALID',
  DeletionEmailMismatch = 'DELETION_EMAIL_MISMATCH',
  DeletionCodeRequired = 'DELETION_CODE_REQUIRED',
}

/** Each code's status and the message users read. */
export const identityError = errorCatalogue<IdentityErrorCode>({
  [IdentityErrorCode.EmailInUse]: { status: HttpStatus.CONFLICT, message: 'E-mail já está em uso!' },
  [IdentityErrorCode.CpfInUse]: { status: HttpStatus.CONFLICT, message: 'CPF já cadastrado na base de dados.' },
  [IdentityErrorCode.InvalidCredentials]: { status: HttpStatus.UNAUTHORIZED, message: 'E-mail ou senha inválidos.' },
  [IdentityErrorCode.EmailNotConfirmed]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Usuário não confirmado. Verifique seu e-mail.',
  },
  [IdentityErrorCode.InvalidRefreshToken]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'Sessão expirada. Faça login novamente.',
  },
  [IdentityErrorCode.InvalidRegistrationToken]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'Cadastro não encontrado ou expirado. Comece novamente.',
  },
  [IdentityErrorCode.MfaInvalidCode]: { status: HttpStatus.UNAUTHORIZED, message: 'Código inválido.' },
  [IdentityErrorCode.MfaTokenExpired]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'A verificação expirou. Faça login novamente.',
  },
  [IdentityErrorCode.MfaCodeRequired]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Informe um código do autenticador para remover a verificação em duas etapas.',
  },
  [IdentityErrorCode.FactorNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Fator não encontrado.' },
  [IdentityErrorCode.LastIdentity]: {
    status: HttpStatus.CONFLICT,
    message: 'Não é possível remover o único meio de acesso à conta.',
  },
  [IdentityErrorCode.IdentityNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Identidade não encontrada.' },
  [IdentityErrorCode.EmailNeedsPassword]: {
    status: HttpStatus.CONFLICT,
    message: 'Já existe uma conta com este e-mail. Entre com sua senha e vincule esta forma de login em Meu Perfil.',
  },
  [IdentityErrorCode.IdentityTaken]: {
    status: HttpStatus.CONFLICT,
    message: 'Esta conta externa já está ligada a outro usuário.',
  },
  [IdentityErrorCode.EmailReadOnly]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'O e-mail só pode ser alterado em contas criadas com e-mail e senha.',
  },
  [IdentityErrorCode.UserNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Erro ao buscar informações do usuário.' },
  [IdentityErrorCode.LastAdmin]: {
    status: HttpStatus.CONFLICT,
    message: 'Não é possível remover o último administrador da plataforma.',
  },
  [IdentityErrorCode.DeletionPasswordRequired]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Informe sua senha para excluir a conta.',
  },
  // 403, not 401: the session is fine, only the confirmation is wrong (the portal keeps it).
  [IdentityErrorCode.DeletionPasswordInvalid]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Senha incorreta. A conta não foi excluída.',
  },
  [IdentityErrorCode.DeletionEmailMismatch]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Digite o e-mail desta conta para confirmar a exclusão.',
  },
  [IdentityErrorCode.DeletionCodeRequired]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Informe um código do autenticador para excluir a conta.',
  },
  [IdentityErrorCode.RateLimited]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: COMMON_MESSAGES[CommonErrorCode.RateLimited],
  },
});

/** Too many tries: the message and details say how many seconds until the next. */
export const rateLimited = (seconds: number) =>
  identityError(IdentityErrorCode.RateLimited, {
    message: rateLimitedMessage(seconds),
    details: { retryAfterSeconds: seconds },
  });

/** Postgres unique-violation on a named index, to report a race as the right conflict. */
export function uniqueViolation(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}
