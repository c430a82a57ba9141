import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';

import { PAGE_SIZE } from '../../api/soundTypes';
import { EmptyList, ListStatus, useLastPageClamp } from './ListStatus';
import { Pager } from './Pager';
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
  useLastPageClamp(query, page, setPage);

  return (
    <Stack gap="6">
      <ListStatus query={query} loadingText={loadingText} errorText={errorText} />
      {data && data.items.length === 0 && <EmptyList text={emptyText} />}
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
