import { HStack, Stack, Switch, Text } from '@chakra-ui/react';

/** Spec 1 §4: the monthly/yearly toggle is shown but fixed to monthly. */
export function BillingToggle() {
  return (
    <Stack gap="1" align={{ base: 'flex-start', md: 'center' }}>
      <HStack gap="3">
        <Text fontWeight="semibold" aria-hidden="true">
          Mensal
        </Text>
        <Switch.Root disabled checked={false} colorPalette="brand">
          <Switch.HiddenInput aria-describedby="cobranca-ajuda" />
          <Switch.Control />
          <Switch.Label color="fg.muted">Anual</Switch.Label>
        </Switch.Root>
      </HStack>
      <Text id="cobranca-ajuda" fontSize="sm" color="fg.muted">
        Por enquanto, todos os planos têm cobrança mensal.
      </Text>
    </Stack>
  );
}
