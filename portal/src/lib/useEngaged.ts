import { useEffect, useState } from 'react';

const SIGNS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Whether the person has used this tab since it loaded (a pointer, a key, a scroll, or the tab
 * shown again). A live stream waits for it: a tab opened and left alone holds no connection, and
 * a page's first load (what 'the network is idle' measures, in browsers' tools and tests) ends
 * before any stream opens.
 */
export function useEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    const shown = () => document.visibilityState === 'visible' && engage();
    for (const sign of SIGNS) window.addEventListener(sign, engage, { once: true, passive: true, capture: true });
    document.addEventListener('visibilitychange', shown);
    return () => {
      for (const sign of SIGNS) window.removeEventListener(sign, engage, { capture: true });
      document.removeEventListener('visibilitychange', shown);
    };
  }, [engaged]);
  return engaged;
}
