import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { FormField } from '../../Form/FormField';
import { formatTempo } from '../../Session/formatTempo';

interface TempoFieldProps {
  value: string;
  onChange(tempo: string): void;
  /** Half and double of a doubtful measure ('92 ou 184?'); empty when the measure is clear or absent. */
  alternatives: number[];
  error?: string;
}

/**
 * Step 4's exact tempo: optional, prefilled from the analysis. When the pulse is doubtful between
 * octaves (the most common tempo error), the person picks the one they hear.
 */
export function TempoField({ value, onChange, alternatives, error }: TempoFieldProps) {
  const questionId = useId();
  return (
    <Box mb="6" maxW="md">
      {alternatives.length > 1 && (
        <HStack gap="2" mb="3" flexWrap="wrap" role="group" aria-labelledby={questionId}>
          <Text id={questionId} fontSize="sm" fontWeight="medium" w="full">
            Não temos certeza do andamento: é {alternatives.map(formatTempo).join(' ou ')}?
          </Text>
          {alternatives.map((bpm) => {
            const chosen = value.replace(',', '.') === String(bpm);
            return (
              <Button
                key={bpm}
                size="sm"
                rounded="full"
                variant={chosen ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={chosen}
                onClick={() => onChange(String(bpm))}
              >
                {formatTempo(bpm)} BPM
              </Button>
            );
          })}
        </HStack>
      )}
      <FormField
        label="Andamento exato (BPM)"
        error={error}
        helperText="Opcional. Com ele, quem ouve toca seu loop no andamento da própria sessão."
      >
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          placeholder="Ex.: 92"
          autoComplete="off"
        />
      </FormField>
    </Box>
  );
}
