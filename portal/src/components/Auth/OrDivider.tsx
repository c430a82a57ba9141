import { HStack, Separator, Text } from '@chakra-ui/react';

export function OrDivider({ label = 'ou' }: { label?: string }) {
  return (
    <HStack gap="3" my="2" aria-hidden="true">
      <Separator flex="1" />
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
