import { Avatar, Box, Image, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { CoverFrame } from '../Common/CoverFrame';

export interface Tile {
  id: string;
  to: string;
  name: string;
  imageUrl: string | null | undefined;
  /** A line under the name (the drum kit's creator). */
  detail?: ReactNode;
}

interface TileGridProps {
  tiles: Tile[];
  /** Square covers (drum kits) rather than round avatars (artists). */
  square?: boolean;
  busy?: boolean;
}

/** The /artists and /albums grids: picture and name, each a link. */
export function TileGrid({ tiles, square = false, busy = false }: TileGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, sm: 3, md: 4, lg: 5 }}
      gap={{ base: '3', md: '5' }}
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link
            asChild
            h="full"
            color="fg"
            rounded="2xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            p={{ base: '3', md: '5' }}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="3"
            textAlign="center"
            _hover={{ bg: 'bg.muted', textDecoration: 'none', borderColor: 'border.emphasized' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid' }}
          >
            <RouterLink to={tile.to}>
              {square ? (
                <CoverFrame w="full" aspectRatio={1}>
                  {tile.imageUrl ? (
                    <Image
                      src={`${tile.imageUrl}?size=640`}
                      alt=""
                      w="full"
                      h="full"
                      objectFit="cover"
                      loading="lazy"
                    />
                  ) : (
                    <Text fontSize="3xl" fontWeight="bold" color="white" aria-hidden="true">
                      {tile.name.slice(0, 1).toUpperCase()}
                    </Text>
                  )}
                </CoverFrame>
              ) : (
                <Avatar.Root colorPalette="brand" boxSize={{ base: '20', md: '24' }} fontSize="2xl">
                  <Avatar.Fallback name={tile.name} />
                  {tile.imageUrl && <Avatar.Image src={`${tile.imageUrl}?size=256`} alt="" />}
                </Avatar.Root>
              )}
              <Box minW="0" w="full">
                <Text fontWeight="semibold" lineClamp={2} overflowWrap="anywhere">
                  {tile.name}
                </Text>
                {tile.detail && (
                  <Text color="fg.muted" fontSize="sm" truncate>
                    {tile.detail}
                  </Text>
                )}
              </Box>
            </RouterLink>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
