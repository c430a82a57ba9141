import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { soundSharePath } from '@sampleteca/clients-shared/routes';
import { Link as RouterLink } from 'react-router-dom';

import type { ProducerStats } from '../../api/producerStats';
import { Panel } from '../Common/Panel';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The sounds that brought the most plays and downloads in the window, each linking to its page. */
export function TopSounds({ sounds }: { sounds: ProducerStats['topSounds'] }) {
  if (!sounds.length) return <Text color="fg.muted">Nenhum som foi ouvido ou baixado neste período.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label="Sons que mais trouxeram">
      {sounds.map((sound) => {
        const downloads = sound.downloadsMp3 + sound.downloadsOriginal + sound.downloadsTuned;
        return (
          <Panel as="li" key={sound.id} p="3">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Link asChild fontWeight="medium" minW="0">
                <RouterLink to={soundSharePath(sound.id)}>{sound.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {counted(sound.plays, 'prévia', 'prévias')} · {counted(sound.likes, 'curtida', 'curtidas')} ·{' '}
                {counted(downloads, 'download', 'downloads')}
              </Text>
            </HStack>
          </Panel>
        );
      })}
    </Stack>
  );
}
