import { Button, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import type { Sound } from '../../api/soundTypes';
import { distributionRequestPath } from './distributionTypes';

/** Where the request page's back link returns: the tab the person came from. */
export interface DistributionFrom {
  from?: string;
}

/**
 * On 'Meus Downloads' and 'Meus Uploads': the way to the distribution request of a song made with
 * this sound (spec 02 §2). A producer's song is as often made on their own sounds as on others'.
 */
export function DistributionLink({ sound }: { sound: Sound }) {
  const { pathname } = useLocation();
  const state: DistributionFrom = { from: pathname };
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Fez uma música com este som?
      </Text>
      <Button asChild size="xs" variant="outline" colorPalette="brand" rounded="full">
        <RouterLink to={distributionRequestPath(sound.id)} state={state} draggable={false}>
          Solicitar distribuição
        </RouterLink>
      </Button>
    </Flex>
  );
}
