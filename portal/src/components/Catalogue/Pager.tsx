import { Button, HStack, Text } from '@chakra-ui/react';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation for screen readers when a page has more than one list. */
  label?: string;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Spec 02 §4: 'Anterior', 'Página X de Y', 'Próxima'; next only while page × size < total. */
export function Pager({ page, total, pageSize, onChange, label = 'Paginação' }: PagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <HStack as="nav" aria-label={label} justify="center" gap={{ base: '2', sm: '4' }} pt="2">
      <Button variant="outline" rounded="full" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite" textAlign="center" minW="7.5rem">
        Página {page} de {pages}
      </Text>
      <Button
        variant="outline"
        rounded="full"
        size="sm"
        disabled={page * pageSize >= total}
        onClick={() => onChange(page + 1)}
      >
        Próxima
      </Button>
    </HStack>
  );
}
