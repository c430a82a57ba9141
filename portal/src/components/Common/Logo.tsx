import { HStack, Text, type StackProps } from '@chakra-ui/react';

const barHeights = [6, 16, 10, 20];

// Text plus a small waveform mark; the name is real text so screen readers read it. `compact`:
// the mark alone on a phone (a signed-in header's controls need the room).
export function Logo({ compact = false, ...props }: StackProps & { compact?: boolean }) {
  return (
    <HStack gap="2" align="center" {...props}>
      <HStack
        aria-hidden="true"
        gap="3px"
        align="center"
        justify="center"
        bg="brand.solid"
        rounded="lg"
        boxSize="9"
        flexShrink={0}
      >
        {barHeights.map((height, index) => (
          <span
            key={index}
            style={{
              width: 3,
              height,
              borderRadius: 2,
              background: 'white',
              display: 'block',
            }}
          />
        ))}
      </HStack>
      <Text
        as="span"
        fontWeight="extrabold"
        fontSize="xl"
        letterSpacing="tight"
        color="fg"
        hideBelow={compact ? 'sm' : undefined}
      >
        Sampleteca
      </Text>
    </HStack>
  );
}
