import { ApiError } from '../../api/apiError';

/** Spec 1 §8 login messages. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CREDENTIALS') return 'E-mail ou senha inválidos.';
    if (error.code === 'EMAIL_NOT_CONFIRMED') return 'Usuário não confirmado. Verifique seu e-mail.';
    // The rate-limit text carries the real number of seconds; the MFA codes have their own texts.
    if (error.code === 'RATE_LIMITED' || error.code?.startsWith('MFA_')) return error.message;
  }
  return 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
}
