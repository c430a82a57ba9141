import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';

import { errorMessage } from '../../api/apiError';
import { RetryAlert } from '../Common/RetryAlert';
import { PAGE_SIZE } from '../Sounds/soundTypes';
import { Pager, pageCount } from './Pager';
import { TileGrid, type Tile } from './TileGrid';
import { useAddressPage } from './useAddressPage';

interface PagedTilesProps<Item> {
  query: UseQueryResult<{ items: Item[]; total: number }>;
  toTile: (item: Item) => Tile;
  square?: boolean;
  loadingText: string;
  emptyText: string;
  errorText: string;
}

/** A paged grid of artists or drum kits with its loading, error and empty states. */
export function PagedTiles<Item>({ query, toTile, square, loadingText, emptyText, errorText }: PagedTilesProps<Item>) {
  const [page, setPage] = useAddressPage();
  const { data } = query;
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;

  useEffect(() => {
    if (data && !query.isPlaceholderData && data.total > 0 && page > pages) setPage(pages);
  });

  return (
    <Stack gap="6">
      {query.isPending && (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.fg" aria-hidden="true" />
          <Text>{loadingText}</Text>
        </HStack>
      )}
      {query.isError && !data && (
        <RetryAlert
          title={errorText}
          description={errorMessage(query.error, 'O catálogo não respondeu. Tente novamente em instantes.')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {data && data.items.length === 0 && (
        <Box
          rounded="2xl"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          py="10"
          textAlign="center"
        >
          <Text fontWeight="semibold">{emptyText}</Text>
        </Box>
      )}
      {data && data.items.length > 0 && (
        <>
          <TileGrid tiles={data.items.map(toTile)} square={square} busy={query.isPlaceholderData} />
          <Pager
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </Stack>
  );
}
