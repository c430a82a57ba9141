import { ApiError } from '../../api/apiError';
import { toaster } from '../ui/toaster';

/** Spec 1 §8 login messages. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CREDENTIALS') return 'E-mail ou senha inválidos.';
    if (error.code === 'EMAIL_NOT_CONFIRMED') return 'Usuário não confirmado. Verifique seu e-mail.';
    // The rate-limit text says how long to wait; the MFA codes have their own texts.
    if (error.code === 'RATE_LIMITED' || error.code?.startsWith('MFA_')) return error.message;
  }
  return 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
}

/** Spec 1 §8's sign-in failure notice: one at a time, replaced by the next failure rather than stacked. */
export function showLoginFailure(message: string): void {
  toaster.create({ id: 'login-error', type: 'error', title: `Problema ao tentar fazer login: ${message}` });
}
