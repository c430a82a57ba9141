import { columnBackfill } from '@sampleteca/database';

/**
 * Gives rows processed before the card-levels migration their `card_levels`. `peaks` stays until
 * the release that drops it: the release before this one still reads it.
 */
export const CardLevelsBackfill = columnBackfill('CardLevels', {
  table: 'catalogue.audio_files',
  key: 'audio_id',
  column: 'card_levels',
  from: 'peaks',
  convert: 'catalogue.card_levels(peaks)',
});
