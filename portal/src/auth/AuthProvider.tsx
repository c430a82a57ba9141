import type { ReactNode } from 'react';

import { AuthContext, type AuthState } from './AuthContext';

const visitor: AuthState = { status: 'visitor' };

interface AuthProviderProps {
  children: ReactNode;
}

// No session handling exists yet: everyone is a visitor until sign-in is built.
export function AuthProvider({ children }: AuthProviderProps) {
  return <AuthContext.Provider value={visitor}>{children}</AuthContext.Provider>;
}
