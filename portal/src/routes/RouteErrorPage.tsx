import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

import { Logo } from '../components/Common/Logo';
import { paths } from './paths';

export function RouteErrorPage() {
  return (
    <Center as="main" minH="100dvh" px="6">
      <Stack gap="5" align="center" textAlign="center" maxW="md">
        <Logo />
        <Heading as="h1" size="2xl">
          Erro inesperado na aplicação
        </Heading>
        <Text color="fg.muted">Algo deu errado ao abrir esta página. Tente novamente.</Text>
        {/* A full page load resets whatever state caused the error. */}
        <Button asChild colorPalette="brand" rounded="full">
          <a href={paths.home}>Voltar para o início</a>
        </Button>
      </Stack>
    </Center>
  );
}
