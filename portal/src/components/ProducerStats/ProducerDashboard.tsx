import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { fetchProducerStats, producerStatsKeys, type StatsWindow } from '../../api/producerStats';
import { errorMessage } from '../../api/apiError';
import { LoadingStatus } from '../Common/LoadingStatus';
import { RetryAlert } from '../Common/RetryAlert';
import { MetricChart } from './MetricChart';
import { StatsTotals } from './StatsTotals';
import { TopSounds } from './TopSounds';
import { WindowChoice } from './WindowChoice';

/** 'Meu painel' (issue #33 §4): the window's totals, one chart per metric, the top sounds. */
export function ProducerDashboard() {
  const [days, setDays] = useState<StatsWindow>(30);
  // The last period's numbers stay on screen while the next one loads (no flash, focus kept).
  const stats = useQuery({
    queryKey: producerStatsKeys.window(days),
    queryFn: () => fetchProducerStats(days),
    placeholderData: keepPreviousData,
  });
  const series = stats.data?.series ?? [];
  const dayList = series.map((day) => day.day);
  const column = (label: string, value: (day: (typeof series)[number]) => number) => ({
    label,
    values: series.map(value),
  });

  return (
    <Stack gap="5">
      <WindowChoice value={days} onChange={setDays} />
      {stats.isPending && <LoadingStatus text="Carregando..." py="6" />}
      {stats.isError && (
        <RetryAlert
          title="Problema ao carregar o seu painel!"
          description={errorMessage(stats.error, 'O catálogo não respondeu. Tente novamente em instantes.')}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.data && (
        <>
          <StatsTotals totals={stats.data.totals} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <MetricChart title="Prévias ouvidas" days={dayList} series={[column('Prévias', (day) => day.plays)]} />
            <MetricChart title="Curtidas" days={dayList} series={[column('Curtidas', (day) => day.likes)]} />
            <MetricChart
              title="Downloads por formato"
              days={dayList}
              series={[
                column('MP3', (day) => day.downloadsMp3),
                column('Original', (day) => day.downloadsOriginal),
                column('No meu tom e andamento', (day) => day.downloadsTuned),
              ]}
            />
            <MetricChart
              title="Novos seguidores"
              days={dayList}
              series={[column('Seguidores', (day) => day.followersGained)]}
            />
          </SimpleGrid>
          <Stack gap="3" as="section" aria-labelledby="top-sounds-title">
            <Heading as="h2" size="md" id="top-sounds-title">
              Sons que mais trouxeram
            </Heading>
            <TopSounds sounds={stats.data.topSounds} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
