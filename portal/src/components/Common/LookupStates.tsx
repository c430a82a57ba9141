import { Stack, type StackProps } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { isNotFound } from '../Catalogue/useCatalogueLookups';
import { LoadingStatus } from './LoadingStatus';
import { RetryAlert } from './RetryAlert';

interface LookupStatesProps<Found, Data = Found> {
  /** The lookup whose failure the page shows. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching'> & {
    data?: Found;
    refetch: () => Promise<unknown>;
  };
  /** What is loading, said beside the spinner. */
  loading: string;
  /** The alert's title when the catalogue does not answer. */
  failure: string;
  /** What a 404 shows; nothing when the page handles it otherwise. */
  notFound?: ReactNode;
  /** Still waiting (by default, while the query is). */
  pending?: boolean;
  /** What the page shows once it is in (by default, the query's data); nothing while it is undefined. */
  data?: Data;
  gap?: StackProps['gap'];
  children: (data: Data) => ReactNode;
}

/**
 * The states of a page that shows one looked-up thing (an artist, a drum kit, a collection, a
 * shared link): loading, not found, a retry when the catalogue fails, then the page itself.
 */
export function LookupStates<Found, Data = Found>(props: LookupStatesProps<Found, Data>) {
  const { query, loading, failure, notFound, pending = query.isPending, gap, children } = props;
  const data = 'data' in props ? props.data : (query.data as Data | undefined);
  const missing = isNotFound(query.error);
  return (
    <>
      {pending && <LoadingStatus text={loading} />}
      {missing && notFound}
      {query.isError && !missing && (
        <RetryAlert
          title={failure}
          description="O catálogo não respondeu. Tente novamente em instantes."
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {data !== undefined && <Stack gap={gap ?? { base: '6', md: '8' }}>{children(data)}</Stack>}
    </>
  );
}
