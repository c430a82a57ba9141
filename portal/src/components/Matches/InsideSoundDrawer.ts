import { createContext } from 'react';

/**
 * True on the cards listed in a drawer of sounds ('Combina com este', 'Sons parecidos', a search
 * with a sound): they open no drawer of their own (no drawer on a drawer).
 */
export const InsideSoundDrawer = createContext(false);
