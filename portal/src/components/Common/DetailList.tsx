import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value side by side from 768 px, stacked below (as on 'Meu Perfil'). */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: '180px 1fr' }} columnGap="6" rowGap={{ base: '1', md: '3' }}>
      {items.map((item) => (
        <Box key={item.label} display="contents">
          <Text as="dt" color="fg.muted" fontSize="sm" pt={{ md: '0.5' }} mt={{ base: '3', md: '0' }}>
            {item.label}
          </Text>
          <Box as="dd" overflowWrap="anywhere">
            {item.value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
