import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';

import { layout } from '../../theme/layout';
import { EmptyList, ListStatus, useLastPageClamp } from '../Catalogue/ListStatus';
import { Pager } from '../Catalogue/Pager';
import { CardStack } from '../Common/CardStack';
import { SoundCard } from './SoundCard';
import { PAGE_SIZE, type SoundPage } from '../../api/soundTypes';

interface SoundListProps {
  query: UseQueryResult<SoundPage>;
  page: number;
  onPageChange: (page: number) => void;
  title?: string;
  /** Shown beside the title (the total, a button). */
  aside?: ReactNode;
  loadingText?: string;
  emptyText?: string;
  emptyHint?: ReactNode;
  errorText?: string;
  /** Shows the total found under the title. */
  showTotal?: boolean;
  canDelete?: boolean;
  showPrivate?: boolean;
}

const count = new Intl.NumberFormat('pt-BR');

/** A search matching a large part of the catalogue gets an estimated total from the API. */
const totalText = (total: number, estimated: boolean) =>
  estimated
    ? `cerca de ${count.format(total)} sons encontrados`
    : total === 1
      ? '1 som encontrado'
      : `${count.format(total)} sons encontrados`;

/** A titled, paged list of sound cards with its loading, error and empty states. */
export function SoundList({
  query,
  page,
  onPageChange,
  title,
  aside,
  loadingText = 'Carregando músicas...',
  emptyText = 'Nenhuma música por aqui',
  emptyHint,
  errorText = 'Problema ao tentar listar músicas!',
  showTotal = false,
  canDelete = false,
  showPrivate = false,
}: SoundListProps) {
  const headingId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const { data } = query;
  useLastPageClamp(query, page, onPageChange);

  const changePage = (next: number) => {
    onPageChange(next);
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Stack
      as="section"
      aria-labelledby={title ? headingId : undefined}
      gap="4"
      ref={topRef}
      // A new page scrolls here: below the sticky header, its title and total in sight.
      scrollMarginTop={`calc(${layout.headerHeight} + 1rem)`}
    >
      {(title || aside || showTotal) && (
        <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="0.5">
            {title && (
              <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
                {title}
              </Heading>
            )}
            {/* A list kept after a failed search is not its answer: no count for it (#29 §3). */}
            {showTotal && data && data.total > 0 && !query.isError && (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {totalText(data.total, data.totalIsEstimate)}
              </Text>
            )}
          </Stack>
          {aside}
        </HStack>
      )}

      <ListStatus query={query} loadingText={loadingText} errorText={errorText} />

      {data && data.items.length === 0 && !query.isPlaceholderData && <EmptyList text={emptyText} hint={emptyHint} />}

      {data && data.items.length > 0 && (
        <>
          <CardStack
            items={data.items}
            busy={query.isFetching}
            stale={query.isPlaceholderData || query.isError}
            renderItem={(sound) => <SoundCard sound={sound} canDelete={canDelete} showPrivate={showPrivate} />}
          />
          <Pager
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            onChange={changePage}
            label={title ? `Páginas de ${title}` : 'Páginas'}
          />
        </>
      )}
    </Stack>
  );
}
