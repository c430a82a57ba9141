import { useAuth } from './useAuth';

/** Whether the signed-in user is an administrator (false while signed out or loading). */
export function useIsAdmin(): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && auth.isAdmin;
}
