import { Flex, type FlexProps } from '@chakra-ui/react';

/** Buttons at the foot of a form: stacked on phones, in a row from 500 px. */
export function FormActions(props: FlexProps) {
  return (
    <Flex
      direction={{ base: 'column-reverse', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      mt="8"
      {...props}
    />
  );
}
