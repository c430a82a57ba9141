import { isSession, type Session } from './session';

export interface LoginCredentials {
  email: string;
  password: string;
}

interface ApiError {
  message?: unknown;
}

async function errorMessage(response: Response): Promise<string> {
  if (response.status === 401) return 'sampleteca.auth.invalid_credentials';
  try {
    const body = (await response.json()) as ApiError;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (e.g. a proxy error page): fall through to the generic message.
  }
  return 'sampleteca.auth.unexpected_error';
}

export async function requestLogin({ email, password }: LoginCredentials): Promise<Session> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error('sampleteca.auth.network_error');
  }
  if (!response.ok) throw new Error(await errorMessage(response));

  const session: unknown = await response.json().catch(() => null);
  if (!isSession(session)) throw new Error('sampleteca.auth.unexpected_error');
  return session;
}
