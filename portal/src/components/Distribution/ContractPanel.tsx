import { Alert, chakra, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../routes/paths';
import { ALREADY_REQUESTED, type Contract } from './distributionTypes';
import { LoadingStatus } from '../Common/LoadingStatus';

/** The contract in its frame while it waits for the signature, then what the signature led to (spec 02 §2, §4). */
export function ContractPanel({ contract }: { contract: Contract | undefined }) {
  if (!contract || contract.status === 'creating' || (contract.status === 'pending' && !contract.signUrl)) {
    return <LoadingStatus text="Gerando o contrato…" py="4" />;
  }

  if (contract.status === 'pending' && contract.signUrl) {
    return (
      <Stack gap="3">
        <HStack gap="3" role="status" color="fg.muted" fontSize="sm" wrap="wrap">
          <Spinner size="xs" color="brand.fg" aria-hidden="true" />
          <Text flex="1" minW="12rem">
            Leia e assine o contrato abaixo. Esta página acompanha a assinatura e avisa quando terminar.
          </Text>
          <Link href={contract.signUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
            Abrir em outra aba
          </Link>
        </HStack>
        <chakra.iframe
          title="Contrato de distribuição"
          src={contract.signUrl}
          w="full"
          h={{ base: '70vh', md: '640px' }}
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="white"
        />
      </Stack>
    );
  }

  if (contract.status === 'signed') {
    const requested = contract.outcome !== 'already-requested';
    return (
      <Alert.Root status={requested ? 'success' : 'warning'} role="status" rounded="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{requested ? 'Distribuição solicitada!' : (contract.message ?? ALREADY_REQUESTED)}</Alert.Title>
          <Alert.Description>
            {requested ? (
              <>
                Contrato assinado. Em instantes você volta ao{' '}
                <Link asChild color="inherit" textDecoration="underline">
                  <RouterLink to={paths.dashboard}>catálogo</RouterLink>
                </Link>
                .
              </>
            ) : (
              <>
                Contrato assinado. Acompanhe o pedido em{' '}
                <Link asChild color="inherit" textDecoration="underline">
                  <RouterLink to={paths.profileRequests}>Solicitações</RouterLink>
                </Link>
                .
              </>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  // Refused, expired, abandoned or cancelled: the server says which; the form's button makes a new one.
  return (
    <Alert.Root status="error" role="alert" rounded="xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{contract.message ?? 'O contrato não foi assinado.'}</Alert.Title>
        <Alert.Description>Clique em Gerar Contrato para receber um novo contrato.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
