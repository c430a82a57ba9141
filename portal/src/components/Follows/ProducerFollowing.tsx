import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { fetchFollowState, followKeys } from '../../api/follows';

/** A producer's page: how many people follow them ('1 seguidor', '1.234 seguidores'). */
export function ProducerFollowing({ producerId }: { producerId: string }) {
  const state = useQuery({ queryKey: followKeys.state(producerId), queryFn: () => fetchFollowState(producerId) });
  if (!state.data) return null;
  const { followers } = state.data;
  return (
    <Text color="fg.muted" fontSize="sm" data-followers={followers}>
      {followers === 1 ? '1 seguidor' : `${followers.toLocaleString('pt-BR')} seguidores`}
    </Text>
  );
}
