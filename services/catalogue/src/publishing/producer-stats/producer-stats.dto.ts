import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';

export const STATS_WINDOWS = [7, 30, 90] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];

export class ProducerStatsQuery {
  @ApiProperty({ enum: STATS_WINDOWS, description: 'Os últimos 7, 30 ou 90 dias (UTC), hoje incluído' })
  @Type(() => Number)
  @IsIn(STATS_WINDOWS, { message: 'O período deve ser de 7, 30 ou 90 dias.' })
  days: StatsWindow;
}

/** What a sound (or all of the producer's sounds) brought in a day or a window. */
export class StatsCounts {
  @ApiProperty({ description: 'Prévias ouvidas (uma por ouvinte, som e dia)' }) plays: number;
  @ApiProperty({ description: 'Curtidas recebidas' }) likes: number;
  @ApiProperty({ description: 'Curtidas desfeitas' }) unlikes: number;
  @ApiProperty({ description: 'Downloads do MP3' }) downloadsMp3: number;
  @ApiProperty({ description: 'Downloads do arquivo original' }) downloadsOriginal: number;
  @ApiProperty({ description: 'Downloads no tom e andamento de quem baixou' }) downloadsTuned: number;
}

export class StatsTotals extends StatsCounts {
  @ApiProperty({ description: 'Novos seguidores' }) followersGained: number;
  @ApiProperty({ description: 'Seguidores que deixaram de seguir' }) followersLost: number;
}

export class StatsDay extends StatsTotals {
  @ApiProperty({ format: 'date', example: '2026-11-29' }) day: string;
}

export class TopSound extends StatsCounts {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ProducerStats {
  @ApiProperty({ enum: STATS_WINDOWS }) days: number;
  @ApiProperty({ type: StatsTotals }) totals: StatsTotals;
  @ApiProperty({ type: [StatsDay], description: 'Um item por dia, do mais antigo a hoje, dias sem nada incluídos' })
  series: StatsDay[];
  @ApiProperty({ type: [TopSound], description: 'Os sons que mais trouxeram (prévias + downloads), no máximo 5' })
  topSounds: TopSound[];
}
