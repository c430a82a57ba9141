import { Button, Heading, HStack, Link, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { FilterName } from '../../api/soundTypes';

export interface FilterOption {
  value: string;
  label: string;
  /** Sounds with this value under the other filters (unknown while loading). */
  count?: number;
}

/** `Name`: what the group filters (the catalogue's filters; a search with a sound adds BPM and loops). */
export interface FilterGroup<Name extends string = FilterName> {
  name: Name;
  title: string;
  options: FilterOption[];
  /** How many show until 'expandir +' (all when absent). */
  shown?: number;
  /** 'Ver todos +' to the full list (drum kits, artists). */
  link?: { to: string; label: string };
  /** Shown instead of the options when the values could not be loaded. */
  error?: string;
  /** Genres are stored lower-case. */
  capitalize?: boolean;
  /** Show the group even with no options (the sound types always show). */
  always?: boolean;
}

/** One group of the filter panel: its values as toggle buttons with their counts, the first few until 'expandir +'. */
export function FilterOptions({
  group,
  selected,
  onToggle,
}: {
  group: FilterGroup<string>;
  selected: string | undefined;
  onToggle: (value: string) => void;
}) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = group.shown ?? group.options.length;
  const hidden = group.options.length > limit;
  // The chosen value stays visible even when it sits past the first few.
  const visible = expanded
    ? group.options
    : group.options.filter((option, index) => index < limit || option.value === selected);

  return (
    <Stack gap="2.5" role="group" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="2">
        <Heading as="h3" id={headingId} size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {group.title}
        </Heading>
        {group.link && (
          <Link asChild fontSize="xs" color="brand.fg" fontWeight="medium">
            <RouterLink to={group.link.to}>{group.link.label}</RouterLink>
          </Link>
        )}
      </HStack>
      {group.error ? (
        <Text fontSize="sm" color="fg.error">
          {group.error}
        </Text>
      ) : (
        <Wrap gap="1.5" id={listId}>
          {visible.map((option) => {
            const active = option.value === selected;
            return (
              <Button
                key={option.value}
                size="xs"
                rounded="full"
                variant={active ? 'solid' : 'outline'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-pressed={active}
                onClick={() => onToggle(option.value)}
                maxW="full"
              >
                <Text as="span" truncate textTransform={group.capitalize ? 'capitalize' : undefined}>
                  {option.label}
                </Text>
                {option.count !== undefined && (
                  <>
                    <Text
                      as="span"
                      color={active ? 'brand.contrast' : 'fg.subtle'}
                      fontVariantNumeric="tabular-nums"
                      aria-hidden="true"
                    >
                      {option.count}
                    </Text>
                    <VisuallyHidden>({option.count === 1 ? '1 som' : `${option.count} sons`})</VisuallyHidden>
                  </>
                )}
              </Button>
            );
          })}
        </Wrap>
      )}
      {hidden && !group.error && (
        <Button
          variant="plain"
          size="xs"
          alignSelf="flex-start"
          px="0"
          h="auto"
          color="brand.fg"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'ocultar -' : 'expandir +'}
        </Button>
      )}
    </Stack>
  );
}
