import type { ReactNode } from 'react';

import { PageShell } from '../Common/PageShell';
import { LookupStates } from '../Common/LookupStates';
import type { GroupLayout } from '../Sounds/filterGroups';
import { BackLink } from './BackLink';
import { FilteredSplitLists, type PageScope } from './FilteredSplitLists';

type Lookup<T> = Parameters<typeof LookupStates<T>>[0]['query'];

interface CatalogueEntityPageProps<T> {
  back: { to: string; label: string };
  query: Lookup<T>;
  loading: string;
  failure: string;
  notFound?: ReactNode;
  /** The banner for what was looked up. */
  banner: (data: T) => ReactNode;
  /** The sounds the lists show: the artist's or the drum kit's. */
  scope: (data: T) => PageScope;
  layout: GroupLayout[];
  /** Spec 02 §8: what the first list says when it cannot load. */
  listError: string;
}

/** An artist or drum kit page: back link, the looked-up thing's banner, then its sounds filtered in two lists. */
export function CatalogueEntityPage<T>(props: CatalogueEntityPageProps<T>) {
  const { back, query, loading, failure, notFound, banner, scope, layout, listError } = props;
  return (
    <PageShell width="wide">
      <BackLink to={back.to} label={back.label} />
      <LookupStates query={query} loading={loading} failure={failure} notFound={notFound}>
        {(data) => (
          <>
            {banner(data)}
            <FilteredSplitLists scope={scope(data)} layout={layout} errorText={listError} />
          </>
        )}
      </LookupStates>
    </PageShell>
  );
}
