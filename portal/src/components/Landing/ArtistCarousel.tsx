import { Avatar, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { LandingSection } from './LandingSection';
import { useLandingArtists } from './useArtists';

// Spec 1 §9: three artists per view (one on small screens, where three would not fit).
const PER_VIEW = 3;

export function ArtistCarousel() {
  const { data: artists = [], isPending, isError } = useLandingArtists();
  const [start, setStart] = useState(0);
  if (isError || (!isPending && artists.length === 0)) return null;

  const pages = Math.max(1, Math.ceil(artists.length / PER_VIEW));
  const page = Math.floor(start / PER_VIEW);
  const visible = artists.slice(start, start + PER_VIEW);
  const go = (delta: number) => setStart(((page + delta + pages) % pages) * PER_VIEW);

  return (
    <LandingSection
      id="artistas"
      eyebrow="Artistas"
      title="Quem já está na Sampleteca"
      description="Conheça produtores e artistas que compartilham seus sons."
    >
      <Stack gap="6" role="region" aria-roledescription="carrossel" aria-label="Artistas em destaque">
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
          gap="6"
          aria-live="polite"
          aria-busy={isPending}
        >
          {isPending
            ? Array.from({ length: PER_VIEW }, (_, index) => <Box key={index} h="48" rounded="2xl" bg="bg.muted" />)
            : visible.map((artist) => (
                <Link
                  key={artist.id}
                  asChild
                  rounded="2xl"
                  bg="bg.panel"
                  p="6"
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  gap="3"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid' }}
                >
                  <RouterLink to={`/artist/${encodeURIComponent(artist.name)}`}>
                    <Avatar.Root size="2xl">
                      <Avatar.Fallback name={artist.name} />
                      {artist.avatarUrl && <Avatar.Image src={`${artist.avatarUrl}?size=256`} alt="" />}
                    </Avatar.Root>
                    <Text fontWeight="semibold" textAlign="center">
                      {artist.name}
                    </Text>
                    {artist.producer && (
                      <Text color="fg.muted" fontSize="sm" textAlign="center">
                        {artist.producer}
                      </Text>
                    )}
                  </RouterLink>
                </Link>
              ))}
        </Box>
        {pages > 1 && (
          <HStack justify="center" gap="4">
            <Button variant="outline" rounded="full" onClick={() => go(-1)} aria-label="Artistas anteriores">
              ‹ Anteriores
            </Button>
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {page + 1} de {pages}
            </Text>
            <Button variant="outline" rounded="full" onClick={() => go(1)} aria-label="Próximos artistas">
              Próximos ›
            </Button>
          </HStack>
        )}
      </Stack>
    </LandingSection>
  );
}
