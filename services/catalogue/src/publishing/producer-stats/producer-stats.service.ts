import { Injectable } from '@nestjs/common';
import type { ProducerStats, StatsCounts, StatsDay, StatsTotals, StatsWindow } from './producer-stats.dto';
import { ProducerStatsRepository, type DayRow, type TopSoundRow } from './producer-stats.repository';

const TOP_SOUNDS = 5;

const countsOf = (row: Omit<TopSoundRow, 'id' | 'name'>): StatsCounts => ({
  plays: row.plays,
  likes: row.likes,
  unlikes: row.unlikes,
  downloadsMp3: row.downloads_mp3,
  downloadsOriginal: row.downloads_original,
  downloadsTuned: row.downloads_tuned,
});

const dayOf = (row: DayRow): StatsDay => ({
  day: row.day,
  ...countsOf(row),
  followersGained: row.followers_gained,
  followersLost: row.followers_lost,
});

/** Adds the days up: the series is at most 90 rows, cheaper than another query. */
function totalOf(series: StatsDay[]): StatsTotals {
  const total: StatsTotals = {
    plays: 0,
    likes: 0,
    unlikes: 0,
    downloadsMp3: 0,
    downloadsOriginal: 0,
    downloadsTuned: 0,
    followersGained: 0,
    followersLost: 0,
  };
  for (const day of series) for (const key of Object.keys(total) as (keyof StatsTotals)[]) total[key] += day[key];
  return total;
}

/** 'Meu painel' (issue #33 §4): the signed-in producer's own numbers, never anyone else's. */
@Injectable()
export class ProducerStatsService {
  constructor(private readonly stats: ProducerStatsRepository) {}

  async of(producerId: string, days: StatsWindow): Promise<ProducerStats> {
    const [daily, top] = await Promise.all([
      this.stats.daily(producerId, days),
      this.stats.top(producerId, days, TOP_SOUNDS),
    ]);
    const series = daily.map(dayOf);
    return {
      days,
      totals: totalOf(series),
      series,
      topSounds: top.map((row) => ({ id: row.id, name: row.name, ...countsOf(row) })),
    };
  }
}
