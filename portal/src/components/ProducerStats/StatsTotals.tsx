import { SimpleGrid, Stat } from '@chakra-ui/react';

import type { ProducerStats } from '../../api/producerStats';
import { Panel } from '../Common/Panel';

/** The window's totals, one card each. */
export function StatsTotals({ totals }: { totals: ProducerStats['totals'] }) {
  const cards = [
    { label: 'Prévias ouvidas', value: totals.plays },
    { label: 'Curtidas', value: totals.likes },
    { label: 'Downloads', value: totals.downloadsMp3 + totals.downloadsOriginal + totals.downloadsTuned },
    { label: 'Novos seguidores', value: totals.followersGained },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label="Totais do período">
      {cards.map((card) => (
        <Panel as="li" key={card.label} p="4">
          <Stat.Root>
            <Stat.Label>{card.label}</Stat.Label>
            <Stat.ValueText>{card.value.toLocaleString('pt-BR')}</Stat.ValueText>
          </Stat.Root>
        </Panel>
      ))}
    </SimpleGrid>
  );
}
