import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

import { Logo } from './Logo';

export function FullPageLoader() {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <VStack gap="4">
        <Logo />
        <Spinner size="md" color="brand.fg" aria-hidden="true" />
        <Text color="fg.muted">carregando...</Text>
      </VStack>
    </Center>
  );
}
