import { Button, HStack } from '@chakra-ui/react';

import type { StatsWindow } from '../../api/producerStats';

const WINDOWS: StatsWindow[] = [7, 30, 90];

/**
 * The 7/30/90-day choice: plain toggle buttons (aria-pressed) in a labelled group, so Tab and
 * Enter or Space pick a period the same way a click does.
 */
export function WindowChoice({ value, onChange }: { value: StatsWindow; onChange: (days: StatsWindow) => void }) {
  return (
    <HStack role="group" aria-label="Período" gap="0" borderWidth="1px" rounded="md" overflow="hidden" w="fit-content">
      {WINDOWS.map((days) => (
        <Button
          key={days}
          size="sm"
          rounded="none"
          variant={value === days ? 'solid' : 'ghost'}
          aria-pressed={value === days}
          onClick={() => onChange(days)}
        >
          {days} dias
        </Button>
      ))}
    </HStack>
  );
}
