import { Alert, Heading, Stack } from '@chakra-ui/react';

import { ContractPanel } from './ContractPanel';
import type { Contract } from './distributionTypes';

interface ContractSectionProps {
  /** Whether a contract was generated (it may still be loading). */
  generated: boolean;
  contract: Contract | undefined;
  /** Why generating it failed. */
  error: string | null;
}

/** The generated contract, signed in its frame; or why it could not be generated. */
export function ContractSection({ generated, contract, error }: ContractSectionProps) {
  return (
    <>
      {generated && (
        <Stack as="section" aria-labelledby="contrato" gap="3" mt="8">
          <Heading as="h3" id="contrato" size="md">
            Contrato de distribuição
          </Heading>
          <ContractPanel contract={contract} />
        </Stack>
      )}

      {error && (
        <Alert.Root status="error" role="alert" rounded="xl" mt="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error}</Alert.Title>
            <Alert.Description>Clique em Gerar Contrato para tentar de novo.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}
