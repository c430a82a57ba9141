import { Box, type BoxProps } from '@chakra-ui/react';

/** A bordered card on the dark background. */
export function Panel(props: BoxProps) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      p={{ base: '5', md: '8' }}
      {...props}
    />
  );
}
