/**
 * The one download in the listener's tempo and key being prepared in this tab. Starting another
 * (or any other sound's download) stops it first: only the file the listener now waits for is saved.
 */
let running: AbortController | null = null;

/** A fresh signal for a new tuned download; the one before it is aborted. */
export function claimTunedDownload(): AbortController {
  running?.abort();
  running = new AbortController();
  return running;
}

/** Aborts the tuned download in progress, if any (`only`: just that one, if it is still the running one). */
export function abortTunedDownload(only?: AbortController): void {
  if (!running || (only && running !== only)) return;
  running.abort();
  running = null;
}
