import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CoverBesideFieldsProps {
  /** The cover's field (CoverImageField). */
  cover: ReactNode;
  /** The name and what else describes the sound. */
  children: ReactNode;
}

/** The cover with the sound's first fields beside it; on phones, the fields go under it. */
export function CoverBesideFields({ cover, children }: CoverBesideFieldsProps) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'auto 1fr' }} gap={{ base: '5', md: '6' }} alignItems="start">
      {cover}
      <Stack gap="5" minW="0">
        {children}
      </Stack>
    </Grid>
  );
}
