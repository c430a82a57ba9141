import { Box, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { errorMessage } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';
import { RetryAlert } from '../Common/RetryAlert';
import { PAGE_SIZE } from '../../api/soundTypes';
import { pageCount } from './Pager';
import { LoadingStatus } from '../Common/LoadingStatus';

type PagedQuery = UseQueryResult<{ total: number }>;

interface ListStatusProps {
  query: PagedQuery;
  loadingText: string;
  errorText: string;
}

/** Why a list did not load: no connection, the API's own words, or the catalogue's silence. */
function listFailure(error: unknown): string {
  if (isNetworkError(error)) return 'Sem conexão com a internet: a lista não pôde ser atualizada.';
  return errorMessage(error, 'O catálogo não respondeu. Tente novamente em instantes.');
}

/** A paged list's first load and its failure (with a retry); the list or its empty text shows otherwise. */
export function ListStatus({ query, loadingText, errorText }: ListStatusProps) {
  return (
    <>
      {query.isPending && <LoadingStatus text={loadingText} py="6" />}
      {query.isError && !query.data && (
        <RetryAlert
          title={errorText}
          description={listFailure(query.error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {/* Issue #29 §3: what was loaded before stays, but not as a fresh answer. */}
      {query.isError && query.data && (
        <RetryAlert
          title="Não foi possível atualizar esta lista."
          description={`${listFailure(query.error)} Abaixo, o que foi carregado antes.`}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}

/** What an empty list says, in a dashed frame where its items would be. */
export function EmptyList({ text, hint }: { text: string; hint?: ReactNode }) {
  return (
    <Box
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      py="10"
      px="6"
      textAlign="center"
    >
      <Text fontWeight="semibold">{text}</Text>
      {hint && (
        <Text color="fg.muted" fontSize="sm" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** A page beyond the last (after a deletion, or an old address) moves back to the last one. */
export function useLastPageClamp(query: PagedQuery, page: number, setPage: (page: number) => void): void {
  const { data, isPlaceholderData, isError } = query;
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;
  useEffect(() => {
    // Neither a page being replaced nor one kept after a failure (useLastAnswer) is this page's answer.
    if (data && !isPlaceholderData && !isError && data.total > 0 && page > pages) setPage(pages);
  }, [data, isPlaceholderData, isError, page, pages, setPage]);
}
