import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// React Router changes the address without scrolling, so anchor links need this.
export function useScrollToHash() {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users continue from the section they jumped to.
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
