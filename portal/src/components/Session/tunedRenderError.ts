/** What failed in a download in the listener's tempo and key, in the words the listener reads. */
export class TunedRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TunedRenderError';
  }
}
