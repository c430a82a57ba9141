import type { UrlSignInRoute } from '../../auth/urlSession';
import { providerLabel } from './oauthProviders';

/** Why the login page asks for a code when a link or an outside provider, not a password, began the sign-in. */
export function mfaStepReason({ type, provider }: UrlSignInRoute): string | undefined {
  if (type === 'recovery') return 'Confirme que é você para definir uma nova senha.';
  if (type === 'magiclink') return 'Confirme que é você para entrar com o link enviado ao seu e-mail.';
  if (provider) return `Confirme que é você para entrar com ${providerLabel(provider)}.`;
  return undefined;
}
