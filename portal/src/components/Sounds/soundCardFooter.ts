import { createContext, type ReactNode } from 'react';

import type { Sound } from '../../api/soundTypes';

/**
 * What a profile tab adds under each of its cards: the review state and 'Enviar para análise' on
 * 'Meus Uploads', the distribution link on 'Meus Downloads'. The lists between the tab and the
 * card need not know.
 */
export const SoundCardFooter = createContext<((sound: Sound) => ReactNode) | null>(null);
