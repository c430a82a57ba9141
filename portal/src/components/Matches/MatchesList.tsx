import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { errorMessage } from '../../api/apiError';
import { EmptyList } from '../Catalogue/ListStatus';
import { CardStack } from '../Common/CardStack';
import { RetryAlert } from '../Common/RetryAlert';
import { SoundCard } from '../Sounds/SoundCard';
import type { SoundType } from '../Sounds/soundTypes';
import { InsideMatches } from './InsideMatches';
import { fetchMatches, matchesKey } from '../../api/matches';
import { LoadingStatus } from '../Common/LoadingStatus';

/** The matches of one type as cards (play, like, download as anywhere), or why there are none. */
export function MatchesList({ soundId, type }: { soundId: string; type: SoundType }) {
  const query = useQuery({
    queryKey: matchesKey(soundId, type),
    queryFn: () => fetchMatches(soundId, type),
    // Another type keeps the last list on screen, dimmed, until its own arrives.
    placeholderData: keepPreviousData,
  });
  const { data } = query;

  if (query.isPending) {
    return <LoadingStatus text="Procurando sons que combinam…" py="6" />;
  }
  if (!data) {
    return (
      <RetryAlert
        title="Não foi possível buscar os sons que combinam."
        description={errorMessage(query.error, 'O catálogo não respondeu. Tente novamente em instantes.')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data.items.length && !query.isPlaceholderData) {
    return <EmptyList text="Nenhum som combina com este ainda" hint="Experimente outro tipo de som." />;
  }
  return (
    <InsideMatches.Provider value>
      <CardStack
        items={data.items}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        renderItem={(sound) => <SoundCard sound={sound} />}
      />
    </InsideMatches.Provider>
  );
}
