import { HStack, Tag, Text } from '@chakra-ui/react';

import type { SoundPage } from '../../api/soundTypes';

export type UnderstoodPart = SoundPage['understood'][number];

interface SearchUnderstandingProps {
  parts: readonly UnderstoodPart[];
  /** Takes a reading off: the search runs again with its words as plain words. */
  onRemove: (id: string) => void;
}

/**
 * What the search understood ('Entendemos: Caixa · 96 BPM · Ré menor'), each a chip the musician
 * can take off, so nothing narrows the list without being said.
 */
export function SearchUnderstanding({ parts, onRemove }: SearchUnderstandingProps) {
  if (!parts.length) return null;
  return (
    <HStack as="section" aria-label="O que a busca entendeu" wrap="wrap" gap="2" fontSize="sm">
      <Text color="fg.muted" fontWeight="medium">
        Entendemos:
      </Text>
      <HStack as="ul" wrap="wrap" gap="1.5" listStyleType="none" m="0" p="0">
        {parts.map((part, index) => (
          <HStack as="li" key={part.id} gap="1.5">
            {index > 0 && (
              <Text as="span" aria-hidden color="fg.subtle">
                ·
              </Text>
            )}
            <Tag.Root size="lg" rounded="full" colorPalette="brand" variant="subtle">
              <Tag.Label>{part.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Tirar ${part.label} (buscar “${part.words}” como palavra)`}
                  onClick={() => onRemove(part.id)}
                />
              </Tag.EndElement>
            </Tag.Root>
          </HStack>
        ))}
      </HStack>
    </HStack>
  );
}
