import { Box, type BoxProps } from '@chakra-ui/react';

/** A cover's frame: the brand gradient shows, with what is put in the middle, until there is a picture. */
export function CoverFrame(props: BoxProps) {
  return (
    <Box
      rounded="xl"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="orange.400"
      display="flex"
      alignItems="center"
      justifyContent="center"
      {...props}
    />
  );
}
