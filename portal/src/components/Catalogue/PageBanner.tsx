import { Avatar, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageBannerProps {
  /** Small text above the name ('Artista', 'Drum Kit'). */
  eyebrow: string;
  name: string;
  imageUrl: string | null | undefined;
  /** A drum kit cover (stored 160, 640 and 1280 px wide) rather than a round avatar (96, 256, 512). */
  square?: boolean;
  children?: ReactNode;
}

/** The head of an artist, producer or drum kit page: picture, name and what follows. */
export function PageBanner({ eyebrow, name, imageUrl, square = false, children }: PageBannerProps) {
  return (
    <Box
      rounded="3xl"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: '5', md: '8' }}
      bgImage="radial-gradient(circle at 10% 10%, rgba(109, 47, 224, 0.35), transparent 60%), radial-gradient(circle at 90% 90%, rgba(251, 146, 60, 0.12), transparent 55%)"
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: '4', md: '6' }}
        align={{ base: 'flex-start', sm: 'center' }}
      >
        <Avatar.Root
          shape={square ? 'rounded' : 'full'}
          colorPalette="brand"
          boxSize={{ base: '20', md: '28' }}
          flexShrink={0}
          fontSize={{ base: 'xl', md: '3xl' }}
        >
          <Avatar.Fallback name={name} />
          {imageUrl && <Avatar.Image src={`${imageUrl}?size=${square ? 160 : 256}`} alt="" />}
        </Avatar.Root>
        <Stack gap="2" minW="0" flex="1">
          <Text color="brand.fg" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
            {eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight" overflowWrap="anywhere">
            {name}
          </Heading>
          {children}
        </Stack>
      </Flex>
    </Box>
  );
}
