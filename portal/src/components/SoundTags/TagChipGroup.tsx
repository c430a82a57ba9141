import { Badge, chakra, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';

export interface TagChipOption<T extends string> {
  value: T;
  label: string;
}

interface TagChipGroupProps<T extends string> {
  /** The group's name, read out as its label (a legend). */
  label: string;
  name: string;
  options: readonly TagChipOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** The analysis' pick: marked on its chip, and the hint under the label says so. */
  suggested?: T | null;
  /** Under the label (what the choice is for, or that the analysis is still reading). */
  hint?: string;
}

const HiddenRadio = chakra('input');

/**
 * One choice among small chips (#44's instrument and shape): native radios underneath, so Tab
 * reaches the group, arrow keys move and pick, and each chip is the label of its radio.
 */
export function TagChipGroup<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  suggested,
  hint,
}: TagChipGroupProps<T>) {
  const hintId = useId();
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={hint ? hintId : undefined}>
      {/* The fieldset's first child: what names the group. */}
      <chakra.legend fontSize="md" fontWeight="semibold" p="0" mb="2">
        {label}
      </chakra.legend>
      <Stack gap="2">
        {hint && (
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
        <Wrap gap="2">
          {options.map((option) => {
            const checked = option.value === value;
            return (
              <chakra.label
                key={option.value}
                data-chip={option.value}
                position="relative"
                display="inline-flex"
                alignItems="center"
                gap="1.5"
                px="3"
                minH="9"
                rounded="full"
                borderWidth="1px"
                fontSize="sm"
                fontWeight="medium"
                cursor="pointer"
                bg={checked ? 'brand.solid' : 'bg'}
                color={checked ? 'brand.contrast' : 'fg'}
                borderColor={checked ? 'brand.solid' : 'border'}
                _hover={{ borderColor: 'brand.border' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <HiddenRadio
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={() => onChange(option.value)}
                  position="absolute"
                  opacity="0"
                  w="1px"
                  h="1px"
                  m="0"
                />
                {option.label}
                {option.value === suggested && (
                  <Badge
                    size="xs"
                    rounded="full"
                    colorPalette="green"
                    variant="solid"
                    px="1.5"
                    title="Sugerido pela análise"
                  >
                    Sugerido
                  </Badge>
                )}
              </chakra.label>
            );
          })}
        </Wrap>
      </Stack>
    </chakra.fieldset>
  );
}
