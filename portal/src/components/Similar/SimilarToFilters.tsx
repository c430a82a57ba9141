import { SimpleGrid } from '@chakra-ui/react';

import type { SimilarToBody } from '../../api/similar';
import { useMusicVocabulary } from '../SoundWizard/musicVocabulary';
import { FilterOptions, type FilterGroup } from '../Sounds/FilterOptions';

/** What a search with a sound asks for besides the sound: loops or one-shots, and the usual filters. */
export type SimilarToFilters = Omit<SimilarToBody, 'timbre' | 'limit'>;

type Optional = 'type' | 'key' | 'bpm';

const LOOP = 'loop';
const ONE_SHOT = 'one-shot';

/**
 * 'Comparar com' one-shots or loops (at first what media heard), then type, key and BPM as the
 * catalogue's filter panel shows them: choosing the chosen value again clears it.
 */
export function SimilarToFilterOptions({
  filters,
  onChange,
}: {
  filters: SimilarToFilters;
  onChange: (filters: SimilarToFilters) => void;
}) {
  const vocabulary = useMusicVocabulary();
  const kind: FilterGroup<'loop'> = {
    name: 'loop',
    title: 'Comparar com',
    options: [
      { value: ONE_SHOT, label: 'One-shots' },
      { value: LOOP, label: 'Loops' },
    ],
  };
  const groups: FilterGroup<Optional>[] = [
    { name: 'type', title: 'Tipo', options: vocabulary.types.map((type) => ({ value: type, label: type })) },
    { name: 'key', title: 'Tom', shown: 5, options: vocabulary.keys.map((key) => ({ value: key, label: key })) },
    { name: 'bpm', title: 'BPM', options: vocabulary.bpmRanges.map(({ value }) => ({ value, label: value })) },
  ];
  const toggle = (name: Optional, value: string) =>
    onChange({ ...filters, [name]: filters[name] === value ? undefined : value });

  return (
    <SimpleGrid role="group" columns={{ base: 1, md: 2 }} gap="4" aria-label="Filtros da busca">
      <FilterOptions
        group={kind}
        selected={filters.loop ? LOOP : ONE_SHOT}
        onToggle={(value) => onChange({ ...filters, loop: value === LOOP })}
      />
      {groups.map((group) => (
        <FilterOptions
          key={group.name}
          group={group}
          selected={filters[group.name]}
          onToggle={(value) => toggle(group.name, value)}
        />
      ))}
    </SimpleGrid>
  );
}
