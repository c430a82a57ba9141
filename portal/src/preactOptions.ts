import { options } from 'preact';

// The portal renders with Preact (vite.config.ts aliases react and react-dom to preact/compat:
// ~50 kB less script on every page). Preact runs effects after the next paint, React runs those
// of a click before it: Ark's dialogs and drawers move focus and hide the page behind them in an
// effect that expects their content already mounted, so effects run in a microtask instead.
(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (callback) =>
  queueMicrotask(callback);
