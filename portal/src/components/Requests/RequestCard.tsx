import { Avatar, Badge, Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { GridCard } from '../Common/GridCard';
import type { DistributionRequest } from '../Distribution/distributionTypes';
import { SoundCover } from '../Sounds/SoundCover';
import { DownloadIcon } from '../Sounds/SoundIcons';
import { formatRequestDate } from './formatRequestDate';
import { RequestPreview } from './RequestPreview';
import { useDecideRequest, useRequestDownload } from './useRequests';

interface RequestCardProps {
  request: DistributionRequest;
  /** Spec 02 §6: only admins approve or cancel (the server refuses anyone else too). */
  canDecide: boolean;
}

const kindLabels: Record<DistributionRequest['kind'], string> = {
  publication: 'Publicação',
  distribution: 'Distribuição',
};

/** A pending request (spec 02 §2 'Requests screen'): who, what, when, listen, download, decide. */
export function RequestCard({ request, canDecide }: RequestCardProps) {
  const titleId = useId();
  const decide = useDecideRequest(request.id);
  const download = useRequestDownload(request.id);
  const { sound, producer } = request;
  const deciding = decide.isPending ? decide.variables : null;

  return (
    <GridCard
      titleId={titleId}
      data-request-id={request.id}
      p={{ base: '4', md: '5' }}
      gridTemplateColumns={{ base: 'auto minmax(0, 1fr)', lg: 'auto minmax(0, 1fr) minmax(0, 21rem)' }}
      gridTemplateAreas={{
        base: '"cover info" "player player" "actions actions"',
        lg: '"cover info player" "cover info actions"',
      }}
      columnGap={{ base: '4', md: '5' }}
      rowGap="4"
    >
      <SoundCover
        gridArea="cover"
        boxSize={{ base: '16', sm: '20' }}
        src={sound.imageUrl}
        alt={`Capa de ${sound.name}`}
        alignSelf="start"
      />

      <Stack gridArea="info" gap="1.5" minW="0" alignSelf="start">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h3" id={titleId} size="md" lineClamp={2} wordBreak="break-word">
            {sound.name}
          </Heading>
          <Badge colorPalette={request.kind === 'distribution' ? 'brand' : 'gray'} variant="surface" rounded="full">
            {kindLabels[request.kind]}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Artista:{' '}
          <Text as="span" color="fg">
            {sound.artistName ?? '—'}
          </Text>
        </Text>
        <HStack gap="2" minW="0">
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={producer.name} />
            {producer.avatarUrl && <Avatar.Image src={producer.avatarUrl} alt="" />}
          </Avatar.Root>
          <Text fontSize="sm" truncate>
            <Text as="span" color="fg.muted">
              Produtor:{' '}
            </Text>
            {producer.name}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Solicitado em <time dateTime={request.createdAt}>{formatRequestDate(request.createdAt)}</time>
        </Text>
      </Stack>

      <Box gridArea="player" minW="0">
        <RequestPreview name={sound.name} previewUrl={sound.previewUrl} />
      </Box>

      <Flex gridArea="actions" gap="2" wrap="wrap" justify={{ base: 'stretch', sm: 'flex-end' }}>
        <Button
          variant="outline"
          size="sm"
          rounded="full"
          flex={{ base: '1', sm: 'none' }}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          <DownloadIcon />
          Baixar MP3
        </Button>
        {canDecide && (
          <>
            <Button
              colorPalette="green"
              size="sm"
              rounded="full"
              flex={{ base: '1', sm: 'none' }}
              loading={deciding === 'approve'}
              disabled={decide.isPending}
              onClick={() => decide.mutate('approve')}
            >
              Aprovar
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              size="sm"
              rounded="full"
              flex={{ base: '1', sm: 'none' }}
              loading={deciding === 'cancel'}
              disabled={decide.isPending}
              onClick={() => decide.mutate('cancel')}
            >
              Cancelar
            </Button>
          </>
        )}
      </Flex>
    </GridCard>
  );
}
