import { useCallback } from 'react';

import { SoundList } from '../Sounds/SoundList';
import type { SoundFilters } from '../../api/soundTypes';
import { useSoundPage, type SoundSource } from '../Sounds/useSoundPage';

export const SPLIT_PAGES = ['page', 'producedPage'] as const;

type SplitPage = (typeof SPLIT_PAGES)[number];

interface SplitSoundListsProps {
  /** The filters, the page's own scope (artist or drum kit) included. */
  filters: SoundFilters;
  pages: Record<string, number>;
  setPage: (name: string, page: number) => void;
  /** Spec 02 §8: 'Erro ao carregar músicas do artista!' or '… do Drum Kit!'. */
  errorText: string;
}

interface SplitList {
  /** The address parameter holding this list's page. */
  pageName: SplitPage;
  source: SoundSource;
  title: string;
  loadingText: string;
  /** Null: the page's own text (errorText). */
  errorText: string | null;
}

const lists: readonly SplitList[] = [
  {
    pageName: 'page',
    source: { kind: 'browse', produced: false },
    title: 'Acapelas | Samples',
    loadingText: 'Carregando músicas...',
    errorText: null,
  },
  {
    pageName: 'producedPage',
    source: { kind: 'browse', produced: true },
    title: 'Músicas produzidas',
    loadingText: 'Carregando músicas produzidas...',
    errorText: 'Erro ao carregar músicas produzidas...',
  },
];

/** The artist and drum kit pages' two lists: 'Acapelas | Samples' and 'Músicas produzidas'. */
export function SplitSoundLists({ filters, pages, setPage, errorText }: SplitSoundListsProps) {
  return lists.map((list) => (
    <PagedSoundList
      key={list.pageName}
      list={list}
      filters={filters}
      page={pages[list.pageName]}
      setPage={setPage}
      errorText={list.errorText ?? errorText}
    />
  ));
}

interface PagedSoundListProps {
  list: SplitList;
  filters: SoundFilters;
  page: number;
  setPage: (name: string, page: number) => void;
  errorText: string;
}

/** One of the two lists, paged by its own address parameter. */
function PagedSoundList({ list, filters, page, setPage, errorText }: PagedSoundListProps) {
  const query = useSoundPage(list.source, filters, page);
  const { pageName } = list;
  const onPageChange = useCallback((next: number) => setPage(pageName, next), [setPage, pageName]);
  return (
    <SoundList
      title={list.title}
      query={query}
      page={page}
      onPageChange={onPageChange}
      loadingText={list.loadingText}
      emptyText="Nenhuma música encontrada."
      errorText={errorText}
    />
  );
}
