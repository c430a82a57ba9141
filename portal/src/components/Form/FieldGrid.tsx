import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

/** A form's fields two by two from md up, one per row on phones. */
export function FieldGrid(props: SimpleGridProps) {
  return <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" {...props} />;
}
