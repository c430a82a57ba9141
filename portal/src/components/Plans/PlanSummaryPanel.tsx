import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../routes/paths';
import { Panel } from '../Common/Panel';
import { endsOn, useMySubscription } from './subscription';

/** The plan on 'Meu Perfil', with the way to 'Meu plano'. */
export function PlanSummaryPanel() {
  const mine = useMySubscription();
  const ends = mine.data?.active && mine.data.subscription ? endsOn(mine.data.subscription) : null;
  const summary = mine.isPending
    ? 'Carregando...'
    : mine.isError
      ? 'Não foi possível carregar seu plano agora.'
      : `${mine.data.plan.title} · ${mine.data.plan.priceLabel}${ends ? ` · termina em ${ends}` : ''}`;

  return (
    <Panel as="section" aria-labelledby="plano-titulo">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="4" justify="space-between" align={{ sm: 'center' }}>
        <Stack gap="1">
          <Heading as="h2" id="plano-titulo" size="xl">
            Meu plano
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {summary}
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" variant="outline" rounded="full" flexShrink={0}>
          <RouterLink to={paths.profilePlan}>Ver meu plano</RouterLink>
        </Button>
      </Flex>
    </Panel>
  );
}
