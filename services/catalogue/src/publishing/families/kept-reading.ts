import type { AudioFile } from '../uploads/audio-file.entity';
import type { KeptReading } from './sound-tags';

/** The reading kept with an upload; null before media.processed brings one, or when it read nothing. */
export function readingOf(audio: Pick<AudioFile, 'readingFamily' | 'readingShape'>): KeptReading {
  if (audio.readingFamily === null && audio.readingShape === null) return null;
  return { family: audio.readingFamily, shape: audio.readingShape };
}
