import { columnBackfill } from '@sampleteca/database';

/**
 * Gives files processed before the peak-bytes migration their `peak_bytes`. `peaks` stays until
 * the release that drops it: the release before this one still reads it.
 */
export const PeakBytesBackfill = columnBackfill('PeakBytes', {
  table: 'media.audio_files',
  key: 'id',
  column: 'peak_bytes',
  from: 'peaks',
  convert: 'media.peak_bytes(peaks)',
});
