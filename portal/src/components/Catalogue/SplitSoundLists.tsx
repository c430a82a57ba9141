import { useCallback } from 'react';

import { SoundList } from '../Sounds/SoundList';
import type { SoundFilters } from '../Sounds/soundFilters';
import { useSoundPage } from '../Sounds/useSoundPage';

interface SplitSoundListsProps {
  /** The filters, the page's own scope (artist or drum kit) included. */
  filters: SoundFilters;
  pages: Record<string, number>;
  setPage: (name: string, page: number) => void;
  /** Spec 02 §8: 'Erro ao carregar músicas do artista!' or '… do Drum Kit!'. */
  errorText: string;
}

const SAMPLES = { kind: 'browse', produced: false } as const;
const PRODUCED = { kind: 'browse', produced: true } as const;

/** The artist and drum kit pages' two lists: 'Acapelas | Samples' and 'Músicas produzidas'. */
export function SplitSoundLists({ filters, pages, setPage, errorText }: SplitSoundListsProps) {
  const samples = useSoundPage(SAMPLES, filters, pages.page);
  const produced = useSoundPage(PRODUCED, filters, pages.producedPage);
  const onSamplesPage = useCallback((page: number) => setPage('page', page), [setPage]);
  const onProducedPage = useCallback((page: number) => setPage('producedPage', page), [setPage]);

  return (
    <>
      <SoundList
        title="Acapelas | Samples"
        query={samples}
        page={pages.page}
        onPageChange={onSamplesPage}
        loadingText="Carregando músicas..."
        emptyText="Nenhuma música encontrada."
        errorText={errorText}
      />
      <SoundList
        title="Músicas produzidas"
        query={produced}
        page={pages.producedPage}
        onPageChange={onProducedPage}
        loadingText="Carregando músicas produzidas..."
        emptyText="Nenhuma música encontrada."
        errorText="Erro ao carregar músicas produzidas..."
      />
    </>
  );
}

export const SPLIT_PAGES = ['page', 'producedPage'] as const;
