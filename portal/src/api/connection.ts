import { onlineManager } from '@tanstack/react-query';

import { ApiError } from './apiError';

// What fetch rejects with when no answer came: Chromium, Firefox, Safari, React Native's polyfill.
const FETCH_FAILED = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * A request that never reached the server: the browser is offline, or fetch got no answer. An
 * ApiError is an answer, however unwelcome; another TypeError is a bug, not the network.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return (error instanceof TypeError && FETCH_FAILED.test(error.message)) || !onlineManager.isOnline();
}

export type ConnectionState = 'online' | 'offline' | 'unreachable';

// The browser can say it is online while requests still fail (a captive Wi-Fi, the server down):
// the last request's fate is remembered beside navigator.onLine (onlineManager follows its events).
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const connection = {
  /** What the portal knows of its connection now. */
  state(): ConnectionState {
    if (!onlineManager.isOnline()) return 'offline';
    return unreachable ? 'unreachable' : 'online';
  },
  /** A request failed: a network failure marks the server unreachable until something gets through. */
  failed(error: unknown): void {
    if (!isNetworkError(error) || unreachable) return;
    unreachable = true;
    notify();
  },
  /** A request got an answer. */
  reached(): void {
    if (!unreachable) return;
    unreachable = false;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const offOnline = onlineManager.subscribe((online) => {
      // Back online: the next request decides whether the server answers.
      if (online) unreachable = false;
      listener();
    });
    return () => {
      listeners.delete(listener);
      offOnline();
    };
  },
};
