import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { errorMessage } from '../../api/apiError';
import { EmptyList } from '../Catalogue/ListStatus';
import { CardStack } from '../Common/CardStack';
import { LoadingStatus } from '../Common/LoadingStatus';
import { RetryAlert } from '../Common/RetryAlert';
import { SoundCard } from '../Sounds/SoundCard';
import type { Sound } from '../../api/soundTypes';
import { InsideSoundDrawer } from './InsideSoundDrawer';

interface DrawerSoundListProps<T extends { items: Sound[] }> {
  /** Under soundKeys.all, so a like or a download patches these cards as it does every list. */
  queryKey: QueryKey;
  fetch: () => Promise<T>;
  loadingText: string;
  errorTitle: string;
  /** What an answer without sounds says. */
  empty: (answer: T) => { text: string; hint?: string };
  /** Above the cards: what the answer says of itself. */
  summary?: (answer: T) => ReactNode;
}

/** A drawer's sounds as cards (play, like, download as anywhere), or why there are none. */
export function DrawerSoundList<T extends { items: Sound[] }>({
  queryKey,
  fetch,
  loadingText,
  errorTitle,
  empty,
  summary,
}: DrawerSoundListProps<T>) {
  const query = useQuery({
    queryKey,
    queryFn: fetch,
    // Another choice keeps the last list on screen, dimmed, until its own arrives.
    placeholderData: keepPreviousData,
  });
  const { data } = query;

  if (query.isPending) {
    return <LoadingStatus text={loadingText} py="6" />;
  }
  if (!data) {
    return (
      <RetryAlert
        title={errorTitle}
        description={errorMessage(query.error, 'O catálogo não respondeu. Tente novamente em instantes.')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const said = summary?.(data);
  return (
    <>
      {said}
      {!data.items.length && !query.isPlaceholderData ? (
        <EmptyList {...empty(data)} />
      ) : (
        <InsideSoundDrawer.Provider value>
          <CardStack
            items={data.items}
            busy={query.isFetching}
            stale={query.isPlaceholderData}
            renderItem={(sound) => <SoundCard sound={sound} />}
          />
        </InsideSoundDrawer.Provider>
      )}
    </>
  );
}
