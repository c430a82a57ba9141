import { Avatar, Combobox, HStack, Portal, Spinner, Stack, Text, createListCollection } from '@chakra-ui/react';
import { useId, useMemo } from 'react';

export interface Suggestion {
  id: string;
  name: string;
  imageUrl: string | null;
}

export interface SuggestionComboboxProps {
  label: string;
  placeholder?: string;
  /** What the person typed. */
  text: string;
  onTextChange: (text: string) => void;
  /** The suggestion picked, while the text still names it. */
  selected: Suggestion | null;
  onSelect: (suggestion: Suggestion | null) => void;
  suggestions: readonly Suggestion[];
  loading?: boolean;
  /** Under the field: what happens to a name no suggestion matches. */
  newNameHint: string;
  selectedHint: string;
  emptyText: string;
  error?: string;
}

/** A name typed freely, with matching names proposed as one types (keyboard: arrows, Enter, Esc). */
export function SuggestionCombobox({
  label,
  placeholder,
  text,
  onTextChange,
  selected,
  onSelect,
  suggestions,
  loading,
  newNameHint,
  selectedHint,
  emptyText,
  error,
}: SuggestionComboboxProps) {
  const hintId = useId();
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...suggestions],
        itemToString: (item) => item.name,
        itemToValue: (item) => item.id,
      }),
    [suggestions],
  );
  const hint = error ?? (selected ? selectedHint : text.trim() ? newNameHint : undefined);

  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      onInputValueChange={(details) => {
        onTextChange(details.inputValue);
        if (details.reason === 'input-change' && selected && details.inputValue !== selected.name) onSelect(null);
      }}
      value={selected ? [selected.id] : []}
      onValueChange={(details) => onSelect(details.items[0] ?? null)}
      allowCustomValue
      openOnClick
      invalid={Boolean(error)}
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={error ? true : undefined}
        />
        <Combobox.IndicatorGroup>
          {loading && <Spinner size="xs" color="fg.muted" aria-hidden="true" />}
          <Combobox.ClearTrigger aria-label={`Limpar ${label.toLowerCase()}`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {hint && (
        <Text id={hintId} fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
          {hint}
        </Text>
      )}
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{emptyText}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <HStack gap="3" minW="0">
                  <Avatar.Root size="xs" shape="rounded" colorPalette="brand">
                    <Avatar.Fallback name={item.name} />
                    {item.imageUrl && <Avatar.Image src={item.imageUrl} alt="" />}
                  </Avatar.Root>
                  <Stack gap="0" minW="0">
                    <Combobox.ItemText truncate>{item.name}</Combobox.ItemText>
                  </Stack>
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
