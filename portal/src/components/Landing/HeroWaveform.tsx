import { Box, HStack } from '@chakra-ui/react';

// Fixed heights keep the decoration identical on every render.
const barHeights = [
  18, 32, 46, 28, 60, 84, 52, 70, 96, 64, 40, 78, 100, 72, 48, 88, 58, 34, 66, 90, 54, 30, 62, 82, 44, 24, 56, 74, 38,
  20,
];

export function HeroWaveform() {
  return (
    <HStack aria-hidden="true" gap={{ base: '1', md: '1.5' }} align="center" h={{ base: '24', md: '40' }} w="full">
      {barHeights.map((height, index) => (
        <Box
          key={index}
          flex="1"
          h={`${height}%`}
          rounded="full"
          bgGradient="to-t"
          gradientFrom="brand.700"
          gradientTo={index % 3 === 0 ? 'orange.300' : 'brand.300'}
          opacity={0.9}
        />
      ))}
    </HStack>
  );
}
