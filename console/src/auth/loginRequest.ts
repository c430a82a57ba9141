import { publicApiClient } from '../api/client';
import { isSession, type Session } from './session';

export interface LoginCredentials {
  email: string;
  password: string;
}

function errorMessage(status: number, body: unknown): string {
  if (status === 401) return 'sampleteca.auth.invalid_credentials';
  // Not JSON (e.g. a proxy error page) arrives as text: the generic message then.
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : 'sampleteca.auth.unexpected_error';
}

export async function requestLogin({ email, password }: LoginCredentials): Promise<Session> {
  let answer;
  try {
    answer = await publicApiClient.POST('/api/auth/login', { body: { email, password } });
  } catch (error) {
    // openapi-fetch throws a SyntaxError for a success whose body is not JSON; fetch, for no network.
    throw new Error(
      error instanceof SyntaxError ? 'sampleteca.auth.unexpected_error' : 'sampleteca.auth.network_error',
      { cause: error },
    );
  }
  const { data, error, response } = answer;
  if (!response.ok) throw new Error(errorMessage(response.status, error));

  // An MFA challenge or a body that is no session: not something the console can sign in with.
  const session: unknown = data ?? null;
  if (!isSession(session)) throw new Error('sampleteca.auth.unexpected_error');
  return session;
}
