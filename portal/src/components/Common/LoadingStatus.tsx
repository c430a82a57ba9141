import { HStack, Spinner, Text, type StackProps } from '@chakra-ui/react';

/** What is being loaded, said beside a spinner in a status region (screen readers hear the text). */
export function LoadingStatus({ text, ...stack }: { text: string } & StackProps) {
  return (
    <HStack gap="3" role="status" color="fg.muted" {...stack}>
      <Spinner size="sm" color="brand.fg" aria-hidden="true" />
      <Text>{text}</Text>
    </HStack>
  );
}
