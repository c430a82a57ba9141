import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

import { ApiError } from '../api/apiError';
import { fetchAuthUser } from '../api/auth';
import type { Profile } from '../api/types';
import { toaster } from '../components/ui/toaster';
import { AuthContext, type AuthActions, type AuthContextValue, type AuthState } from './AuthContext';
import { cacheProfile, readCachedProfile } from './profileCache';
import { fetchProfile, profileQueryKey } from './profileQuery';
import { sessionManager } from './sessionManager';

interface AuthProviderProps {
  children: ReactNode;
  /** Router navigation, for landings decided outside any page (address tokens, forced sign-out). */
  navigate: (to: string) => Promise<void>;
}

export function AuthProvider({ children, navigate }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const { initialized, session, signedOutTo } = useSyncExternalStore(
    sessionManager.subscribe,
    sessionManager.getSnapshot,
  );
  const userId = session?.user.id;

  useEffect(() => {
    const unsubscribe = sessionManager.onAuthEvent((event, _session, detail) => {
      if (event !== 'SIGNED_OUT') return;
      // Nothing of the previous user may survive in memory.
      queryClient.clear();
      void navigate(detail.redirectTo ?? '/');
    });
    let active = true;
    void sessionManager.initialize().then(({ redirectTo }) => {
      if (active && redirectTo) void navigate(redirectTo);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [navigate, queryClient]);

  const profileQuery = useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: fetchProfile,
    enabled: initialized && userId !== undefined,
    // The cached profile shows at once; it is fetched again right away.
    initialData: () => (userId ? readCachedProfile(userId) : undefined),
    initialDataUpdatedAt: 0,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 3,
  });

  // Spec 1 §4: when the current user cannot be fetched, the user is logged out.
  const profileFailed = profileQuery.isError && profileQuery.data === undefined;
  useEffect(() => {
    if (!profileFailed || !sessionManager.session) return;
    // The toaster renders synchronously, which React refuses during an effect.
    queueMicrotask(() =>
      toaster.create({ id: 'profile-load-error', type: 'error', title: 'Erro ao buscar informações do usuário.' }),
    );
    void sessionManager.signOut({ redirectTo: '/' });
  }, [profileFailed]);

  const signIn = useCallback<AuthActions['signIn']>((next, event = 'SIGNED_IN') => {
    sessionManager.setSession(next, event);
  }, []);

  const signOut = useCallback<AuthActions['signOut']>((options) => sessionManager.signOut(options), []);

  const setProfile = useCallback(
    (profile: Profile) => {
      cacheProfile(profile);
      queryClient.setQueryData(profileQueryKey(profile.id), profile);
    },
    [queryClient],
  );

  const reloadUser = useCallback(async () => {
    const user = await fetchAuthUser();
    sessionManager.updateUser(user);
  }, []);

  const acknowledgeSignOut = useCallback(() => sessionManager.acknowledgeSignOut(), []);

  const profile = profileQuery.data;
  const value = useMemo<AuthContextValue>(() => {
    let state: AuthState;
    if (!initialized) state = { status: 'loading' };
    else if (!session) state = { status: 'visitor', signedOutTo };
    else if (!profile || profile.id !== session.user.id) state = { status: 'loading' };
    else state = { status: 'authenticated', session, user: session.user, profile, isAdmin: profile.isAdmin === true };
    return { ...state, signIn, signOut, setProfile, reloadUser, acknowledgeSignOut };
  }, [initialized, session, signedOutTo, profile, signIn, signOut, setProfile, reloadUser, acknowledgeSignOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
