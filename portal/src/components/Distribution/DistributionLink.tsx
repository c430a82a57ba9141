import { Button, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import type { Sound } from '../Sounds/soundTypes';
import { distributionRequestPath } from './distributionTypes';

/** On 'Meus Downloads': the way to the distribution request of a song made with this sound (spec 02 §2). */
export function DistributionLink({ sound }: { sound: Sound }) {
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Fez uma música com este som?
      </Text>
      <Button asChild size="xs" variant="outline" colorPalette="brand" rounded="full">
        <RouterLink to={distributionRequestPath(sound.id)} draggable={false}>
          Solicitar distribuição
        </RouterLink>
      </Button>
    </Flex>
  );
}
