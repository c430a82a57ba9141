import { HttpStatus } from '@nestjs/common';
import { AppException, rateLimitedMessage } from '@sampleteca/http';

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
  RateLimited = 'RATE_LIMITED',
  ProviderNotConfigured = 'PROVIDER_NOT_CONFIGURED',
}

export const identityError = {
  emailInUse: () => new AppException(IdentityErrorCode.EmailInUse, 'E-mail já está em uso!', HttpStatus.CONFLICT),
  cpfInUse: () =>
    new AppException(IdentityErrorCode.CpfInUse, 'CPF já cadastrado na base de dados.', HttpStatus.CONFLICT),
  invalidCredentials: () =>
    new AppException(IdentityErrorCode.InvalidCredentials, 'E-mail ou senha inválidos.', HttpStatus.UNAUTHORIZED),
  emailNotConfirmed: (email: string) =>
    new AppException(
      IdentityErrorCode.EmailNotConfirmed,
      'Usuário não confirmado. Verifique seu e-mail.',
      HttpStatus.FORBIDDEN,
      { email },
    ),
  invalidRefreshToken: () =>
    new AppException(
      IdentityErrorCode.InvalidRefreshToken,
      'Sessão expirada. Faça login novamente.',
      HttpStatus.UNAUTHORIZED,
    ),
  invalidRegistrationToken: () =>
    new AppException(
      IdentityErrorCode.InvalidRegistrationToken,
      'Cadastro não encontrado ou expirado. Comece novamente.',
      HttpStatus.UNAUTHORIZED,
    ),
  mfaInvalidCode: () => new AppException(IdentityErrorCode.MfaInvalidCode, 'Código inválido.', HttpStatus.UNAUTHORIZED),
  mfaTokenExpired: () =>
    new AppException(
      IdentityErrorCode.MfaTokenExpired,
      'A verificação expirou. Faça login novamente.',
      HttpStatus.UNAUTHORIZED,
    ),
  mfaCodeRequired: () =>
    new AppException(
      IdentityErrorCode.MfaCodeRequired,
      'Informe um código do autenticador para remover a verificação em duas etapas.',
      HttpStatus.BAD_REQUEST,
    ),
  factorNotFound: () =>
    new AppException(IdentityErrorCode.FactorNotFound, 'Fator não encontrado.', HttpStatus.NOT_FOUND),
  lastIdentity: () =>
    new AppException(
      IdentityErrorCode.LastIdentity,
      'Não é possível remover o único meio de acesso à conta.',
      HttpStatus.CONFLICT,
    ),
  identityNotFound: () =>
    new AppException(IdentityErrorCode.IdentityNotFound, 'Identidade não encontrada.', HttpStatus.NOT_FOUND),
  emailNeedsPassword: () =>
    new AppException(
      IdentityErrorCode.EmailNeedsPassword,
      'Já existe uma conta com este e-mail. Entre com sua senha e vincule esta forma de login em Meu Perfil.',
      HttpStatus.CONFLICT,
    ),
  identityTaken: () =>
    new AppException(
      IdentityErrorCode.IdentityTaken,
      'Esta conta externa já está ligada a outro usuário.',
      HttpStatus.CONFLICT,
    ),
  emailReadOnly: () =>
    new AppException(
      IdentityErrorCode.EmailReadOnly,
      'O e-mail só pode ser alterado em contas criadas com e-mail e senha.',
      HttpStatus.BAD_REQUEST,
    ),
  userNotFound: () =>
    new AppException(IdentityErrorCode.UserNotFound, 'Erro ao buscar informações do usuário.', HttpStatus.NOT_FOUND),
  rateLimited: (seconds: number) =>
    new AppException(IdentityErrorCode.RateLimited, rateLimitedMessage(seconds), HttpStatus.TOO_MANY_REQUESTS, {
      retryAfterSeconds: seconds,
    }),
  providerNotConfigured: (provider: string) =>
    new AppException(
      IdentityErrorCode.ProviderNotConfigured,
      `Login com ${provider} não está disponível.`,
      HttpStatus.NOT_FOUND,
    ),
};

/** Postgres unique-violation on a named index, to report a race as the right conflict. */
export function uniqueViolation(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}
