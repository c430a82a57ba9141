import { createContext } from 'react';

// Sessions arrive with a later issue; 'authenticated' will then carry the signed-in user.
export type AuthState = { status: 'loading' } | { status: 'visitor' } | { status: 'authenticated' };

export const AuthContext = createContext<AuthState | null>(null);
