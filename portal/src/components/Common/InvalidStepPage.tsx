import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { PageShell } from './PageShell';

interface InvalidStepPageProps {
  /** Which wizard's step does not exist ('Esta etapa do cadastro não existe.'). */
  description: string;
  firstStep: string;
}

/** A wizard's address naming no step: says so and leads to the first one. */
export function InvalidStepPage({ description, firstStep }: InvalidStepPageProps) {
  return (
    <PageShell width="narrow">
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          Invalid Step
        </Heading>
        <Text color="fg.muted">{description}</Text>
        <Button asChild colorPalette="brand" rounded="full">
          <RouterLink to={firstStep}>Ir para a primeira etapa</RouterLink>
        </Button>
      </Stack>
    </PageShell>
  );
}
