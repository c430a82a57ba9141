import { Box, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CatalogueLayoutProps {
  filters: ReactNode;
  children: ReactNode;
}

/**
 * The filter panel beside the lists from 780 px (spec 02 §9), above them on narrower screens,
 * where it folds away (see FilterPanel).
 */
export function CatalogueLayout({ filters, children }: CatalogueLayoutProps) {
  return (
    <Grid
      templateColumns="minmax(0, 1fr)"
      gap={{ base: '4', md: '6', lg: '8' }}
      alignItems="start"
      css={{
        '@media screen and (min-width: 780px)': { gridTemplateColumns: '15rem minmax(0, 1fr)' },
        '@media screen and (min-width: 1200px)': { gridTemplateColumns: '17rem minmax(0, 1fr)' },
      }}
    >
      <Box minW="0">{filters}</Box>
      <Stack gap={{ base: '8', md: '10' }} minW="0">
        {children}
      </Stack>
    </Grid>
  );
}
