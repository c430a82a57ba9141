import { Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { CatalogueEntityPage } from '../components/Catalogue/CatalogueEntityPage';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { isNotFound, useArtistByName } from '../components/Catalogue/useCatalogueLookups';
import { FollowButton } from '../components/Follows/FollowButton';
import { ProducerFollowing } from '../components/Follows/ProducerFollowing';
import { ShareButton } from '../components/Share/ShareButton';
import { producerSharePath } from '@sampleteca/clients-shared/routes';
import { toaster } from '../components/ui/toaster';
import { SOUND_NATURE_GROUPS, type GroupLayout } from '../components/Sounds/filterGroups';
import type { ArtistProfile } from '../api/soundTypes';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

// Spec 02 §2: sample type, drum kit, category and key; categories 4 and keys 5 until expanded.
const LAYOUT: GroupLayout[] = [
  { name: 'type' },
  { name: 'drumKit', shown: 5 },
  { name: 'category', shown: 4 },
  { name: 'key', shown: 5 },
  ...SOUND_NATURE_GROUPS,
];

const LIST_ERROR = 'Erro ao carregar músicas do artista!';

const NOT_FOUND = 'Artista não encontrado';

function SocialLinks({ artist }: { artist: ArtistProfile }) {
  const links = [
    { label: 'Facebook', url: artist.facebookUrl },
    { label: 'Instagram', url: artist.instagramUrl },
    { label: 'YouTube', url: artist.youtubeUrl },
    { label: 'TikTok', url: artist.tiktokUrl },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url));
  if (!links.length) return null;
  return (
    <Wrap gap="2" as="ul" listStyleType="none" aria-label="Redes sociais">
      {links.map((link) => (
        <li key={link.label}>
          <Button asChild size="xs" variant="outline" rounded="full">
            <a
              href={/^https?:\/\//i.test(link.url) ? link.url : `https://${link.url}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} de ${artist.name} (abre em nova aba)`}
            >
              {link.label}
            </a>
          </Button>
        </li>
      ))}
    </Wrap>
  );
}

/** /artist/{artistName}: the artist, filters, and their sounds in two paged lists. */
export function ArtistPage() {
  const { artistName = '' } = useParams();
  usePageTitle(artistName || 'Artista');
  const navigate = useNavigate();
  const artist = useArtistByName(artistName);
  const notFound = isNotFound(artist.error);

  // Spec 02 §2: an unknown name goes to / (the dashboard for a signed-in user), saying so.
  useEffect(() => {
    if (!notFound) return;
    queueMicrotask(() => toaster.create({ id: 'artist-not-found', type: 'error', title: NOT_FOUND }));
    navigate(paths.root, { replace: true });
  }, [notFound, navigate]);

  return (
    <CatalogueEntityPage
      back={{ to: paths.artists, label: 'Artistas' }}
      query={artist}
      loading="Carregando artista..."
      failure="Problemas ao tentar recuperar dados do usuário"
      banner={(data) => (
        <PageBanner eyebrow="Artista" name={data.name} imageUrl={data.avatarUrl}>
          {data.producer && <Text color="fg.muted">{data.producer}</Text>}
          <SocialLinks artist={data} />
          <ProducerFollowing producerId={data.id} />
          <HStack gap="3" wrap="wrap">
            <FollowButton producerId={data.id} producerName={data.name} />
            <ShareButton path={producerSharePath(data.id)} title={data.name} />
          </HStack>
        </PageBanner>
      )}
      scope={(data) => ({ name: 'uploader', id: data.id })}
      layout={LAYOUT}
      listError={LIST_ERROR}
    />
  );
}
