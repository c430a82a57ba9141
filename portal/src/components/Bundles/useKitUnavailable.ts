import { useMemo } from 'react';

import { useSoundPage } from '../Sounds/useSoundPage';
import { kitUnavailable } from './kitUnavailable';

const ANY_SOUND = { kind: 'browse' } as const;

/** Why 'Baixar kit' cannot give anything, when the kit's own list already shows it (else null). */
export function useKitUnavailable(kitId: string): string | null {
  const filters = useMemo(() => ({ drumKit: kitId }), [kitId]);
  const first = useSoundPage(ANY_SOUND, filters, 1);
  return first.isPlaceholderData ? null : kitUnavailable(first.data);
}
