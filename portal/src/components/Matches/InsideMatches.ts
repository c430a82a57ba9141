import { createContext } from 'react';

/** True on the cards listed as matches: they offer no 'Combina com este' of their own (no drawer on a drawer). */
export const InsideMatches = createContext(false);
