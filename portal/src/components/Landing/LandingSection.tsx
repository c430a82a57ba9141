import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { layout } from '../../theme/layout';

interface LandingSectionProps extends Omit<BoxProps, 'title'> {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  children: ReactNode;
}

export function LandingSection({ id, eyebrow, title, description, children, ...boxProps }: LandingSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} tabIndex={-1} py={{ base: '16', md: '24' }} {...boxProps}>
      <Container maxW={layout.contentMaxWidth}>
        <Stack gap="3" mb={{ base: '10', md: '14' }} maxW="2xl">
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="widest" fontSize="sm">
            {eyebrow}
          </Text>
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
