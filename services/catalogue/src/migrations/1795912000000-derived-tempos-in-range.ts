import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #43: a sound saved without a tempo took its measure's octave whose NEAREST range was the
 * one chosen (bpmRangeOf), so a chord measured '89 ou 178' and saved as 60-80 got 44.5 and every
 * card said '45 BPM'. tempoInRange now takes only an octave within the range's bounds; the tempos
 * it gave before that lie outside their range are cleared. A tempo its uploader typed is kept: only
 * one outside the range that is the measure, its half or its double (as tempoOctaves rounds them) goes.
 */
export class DerivedTemposInRange1795912000000 implements MigrationInterface {
  name = 'DerivedTemposInRange1795912000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE catalogue.sounds s SET tempo = NULL
        FROM catalogue.audio_files a
       WHERE a.audio_id = s.audio_id AND s.tempo IS NOT NULL AND a.bpm IS NOT NULL
         AND NOT (s.tempo BETWEEN split_part(s.bpm, '-', 1)::real AND split_part(s.bpm, '-', 2)::real)
         AND round(s.tempo::numeric, 1) IN (
           round(a.bpm::numeric, 1), round((a.bpm / 2)::numeric, 1), round((a.bpm * 2)::numeric, 1))`);
  }

  async down(): Promise<void> {
    // The cleared tempos were never chosen by anyone: nothing to restore.
  }
}
