import {
  Box,
  Button,
  Collapsible,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
  useMediaQuery,
} from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { Panel } from '../Common/Panel';
import type { FilterName, SoundFilters } from './soundFilters';
import { FilterIcon } from './SoundIcons';

export interface FilterOption {
  value: string;
  label: string;
  /** Sounds with this value under the other filters (unknown while loading). */
  count?: number;
}

export interface FilterGroup {
  name: FilterName;
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

interface FilterPanelProps {
  title: string;
  groups: FilterGroup[];
  filters: SoundFilters;
  onToggle: (name: FilterName, value: string) => void;
  onClear?: () => void;
  /** Above the groups: the text search. */
  children?: ReactNode;
  /** The values failed to load: a way to try again. */
  onRetry?: () => void;
}

// Spec 02 §9: the filter panel folds away below 780 px.
const WIDE = '(min-width: 780px)';

function FilterOptions({
  group,
  selected,
  onToggle,
}: {
  group: FilterGroup;
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

/** The filters beside a list (a fold-out above it on narrow screens), fed by the facet counts. */
export function FilterPanel({ title, groups, filters, onToggle, onClear, children, onRetry }: FilterPanelProps) {
  const [wide] = useMediaQuery([WIDE], { fallback: [true] });
  const [open, setOpen] = useState(false);
  const active = groups.filter((group) => filters[group.name]).length + (filters.search ? 1 : 0);

  const content = (
    <Stack gap="6">
      {children}
      {groups
        .filter((group) => group.always || group.error || group.options.length > 0)
        .map((group) => (
          <FilterOptions
            key={group.name}
            group={group}
            selected={filters[group.name]}
            onToggle={(value) => onToggle(group.name, value)}
          />
        ))}
      {onRetry && (
        <Button size="xs" variant="outline" rounded="full" alignSelf="flex-start" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
      {onClear && active > 0 && (
        <Button size="sm" variant="ghost" rounded="full" alignSelf="flex-start" onClick={onClear}>
          Limpar filtros
        </Button>
      )}
    </Stack>
  );

  return (
    <Panel as="aside" aria-label={title} p={{ base: '4', md: '5' }}>
      {wide ? (
        <Stack gap="5">
          <HStack gap="2" color="fg.muted">
            <FilterIcon boxSize="4" />
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider">
              {title}
            </Heading>
          </HStack>
          {content}
        </Stack>
      ) : (
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" w="full" justifyContent="space-between" px="1">
              <HStack gap="2">
                <FilterIcon boxSize="4" />
                <Text as="span" textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" fontSize="sm">
                  {title}
                </Text>
                {active > 0 && (
                  <Text as="span" fontSize="xs" color="brand.fg">
                    ({active} {active === 1 ? 'ativo' : 'ativos'})
                  </Text>
                )}
              </HStack>
              <Text as="span" fontSize="sm" color="brand.fg">
                {open ? 'ocultar -' : 'mostrar +'}
              </Text>
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box pt="4">{content}</Box>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Panel>
  );
}
