// Spec 02 §2 "Player": one sound plays at a time. Each player registers how to pause it when it
// starts; the next one to start pauses the previous.
let current: { id: string; pause: () => void } | null = null;

export const playback = {
  /** `id` started playing: whatever else was playing pauses. */
  started(id: string, pause: () => void) {
    if (current && current.id !== id) current.pause();
    current = { id, pause };
  },
  /** `id` paused, ended or went away. */
  stopped(id: string) {
    if (current?.id === id) current = null;
  },
};
