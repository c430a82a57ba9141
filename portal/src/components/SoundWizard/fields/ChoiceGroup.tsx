import { Badge, RadioCard, SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import { useId } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Small tag beside the label ('Sugerido', 'Em breve'). */
  badge?: string;
}

export interface ChoiceSection<T extends string> {
  title?: string;
  /** This section's own grid, where its cards need more room than the field's (one wide card). */
  columns?: SimpleGridProps['columns'];
  options: readonly ChoiceOption<T>[];
}

export interface ChoiceGroupProps<T extends string> {
  label: string;
  /** Hidden label: the step's heading already says what to choose. */
  hideLabel?: boolean;
  name: string;
  value: T | null;
  onChange: (value: T) => void;
  sections: readonly ChoiceSection<T>[];
  columns: SimpleGridProps['columns'];
  error?: string;
  size?: 'sm' | 'md';
  /** Centres the label (short values such as keys). */
  compact?: boolean;
  /** Takes the focus when the form points at an error here. */
  focusRef?: (target: { focus: () => void } | null) => void;
}

/**
 * One choice among cards: a native radio group underneath, so arrow keys move and pick, and each
 * radio is labelled by its card.
 */
export function ChoiceGroup<T extends string>({
  label,
  hideLabel,
  name,
  value,
  onChange,
  sections,
  columns,
  error,
  size = 'md',
  compact,
  focusRef,
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <RadioCard.Root
      ref={(node: HTMLDivElement | null) => {
        focusRef?.(
          node
            ? {
                focus: () =>
                  (
                    node.querySelector<HTMLInputElement>('input:checked') ??
                    node.querySelector<HTMLInputElement>('input:not(:disabled)')
                  )?.focus(),
              }
            : null,
        );
      }}
      name={name}
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value as T);
      }}
      colorPalette="brand"
      variant="surface"
      size={size}
      align={compact ? 'center' : 'start'}
      invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      gap="3"
    >
      <RadioCard.Label srOnly={hideLabel} fontSize="md" fontWeight="semibold">
        {label}
      </RadioCard.Label>
      {sections.map((section, index) => (
        <Stack key={section.title ?? index} gap="2">
          {section.title && (
            <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
              {section.title}
            </Text>
          )}
          <SimpleGrid columns={section.columns ?? columns} gap={size === 'sm' ? '2' : '3'}>
            {section.options.map((option) => (
              <RadioCard.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                rounded="xl"
                cursor={option.disabled ? 'not-allowed' : 'pointer'}
                _hover={{ borderColor: option.disabled ? undefined : 'brand.border' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl
                  px={compact ? '2' : undefined}
                  py={compact ? '2.5' : undefined}
                  minH={compact ? '14' : undefined}
                >
                  <RadioCard.ItemContent gap={compact ? '1' : undefined}>
                    <RadioCard.ItemText fontSize={compact ? 'md' : undefined} fontWeight="semibold">
                      {option.label}
                    </RadioCard.ItemText>
                    {option.description && (
                      // The card's own text colour, full strength: Chakra's faded description is unreadable on a chosen (solid) card.
                      <RadioCard.ItemDescription color="inherit" opacity="1">
                        {option.description}
                      </RadioCard.ItemDescription>
                    )}
                    {option.badge && (
                      <Badge
                        size="xs"
                        rounded="full"
                        colorPalette={option.disabled ? 'gray' : 'green'}
                        variant="solid"
                        px="1.5"
                      >
                        {option.badge}
                      </Badge>
                    )}
                  </RadioCard.ItemContent>
                  {!compact && <RadioCard.ItemIndicator />}
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </RadioCard.Root>
  );
}
