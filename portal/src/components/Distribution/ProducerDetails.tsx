import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import type { Profile } from '../../api/types';
import { paths } from '../../routes/paths';
import { Panel } from '../Common/Panel';

/** Spec 02 §2: the producer's name, CPF, CEP and producer, as the contract will name them. */
export function ProducerDetails({ profile }: { profile: Profile }) {
  const details = [
    { label: 'Nome', value: profile.fullName },
    { label: 'CPF', value: profile.cpf },
    { label: 'CEP', value: profile.cep },
    { label: 'Produtora/selo', value: profile.producer },
  ];
  return (
    <Panel as="section" aria-labelledby="dados-produtor" p={{ base: '5', md: '6' }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" id="dados-produtor" size="lg">
            Seus dados
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            O contrato de distribuição é gerado com estes dados.
          </Text>
        </Stack>
        {/* Label over value: the column beside the form is too narrow for the profile's two columns. */}
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr' }} gap="3">
          {details.map((item) => (
            <Box key={item.label}>
              <Text as="dt" color="fg.muted" fontSize="sm">
                {item.label}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                {item.value}
              </Text>
            </Box>
          ))}
        </Grid>
        <Button asChild variant="outline" size="sm" rounded="full" alignSelf="flex-start">
          <RouterLink to={paths.profileMe}>Alterar dados</RouterLink>
        </Button>
      </Stack>
    </Panel>
  );
}
