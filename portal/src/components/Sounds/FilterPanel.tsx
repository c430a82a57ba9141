import { Box, Button, Collapsible, Heading, HStack, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import { Panel } from '../Common/Panel';
import { FilterOptions, type FilterGroup } from './FilterOptions';
import type { FilterName, SoundFilters } from '../../api/soundTypes';
import { FilterIcon } from './SoundIcons';

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

/** The filters beside a list (a fold-out above it on narrow screens), fed by the facet counts. */
export function FilterPanel({ title, groups, filters, onToggle, onClear, children, onRetry }: FilterPanelProps) {
  // Read at the first render (no server rendering here): a phone never draws the wide panel first,
  // which then folded away under the finger (a tap on a filter could land on nothing).
  const [wide] = useMediaQuery([WIDE], { ssr: false });
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
