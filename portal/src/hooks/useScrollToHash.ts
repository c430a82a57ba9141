import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a section is kept in view while what is above it loads (plans, artists). */
const SETTLE_MS = 3000;
const PERSON_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

// React Router changes the address without scrolling, so anchor links need this. The sections
// above may still be loading and growing: the target is kept at the top as the page grows, for
// a moment or until the person scrolls themselves.
export function useScrollToHash() {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const bringIntoView = () => target.scrollIntoView({ block: 'start' });
    bringIntoView();
    // Keyboard and screen-reader users continue from the section they jumped to.
    target.focus({ preventScroll: true });

    const growth = new ResizeObserver(bringIntoView);
    growth.observe(document.body);
    const stop = () => {
      growth.disconnect();
      clearTimeout(timer);
      for (const type of PERSON_MOVES) removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of PERSON_MOVES) addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, key]);
}
