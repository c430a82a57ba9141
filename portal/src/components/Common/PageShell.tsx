import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const widths = { narrow: 'md', form: '2xl', wide: '1200px' } as const;

interface PageShellProps {
  width?: keyof typeof widths;
  children: ReactNode;
}

/** The content column of a page under the fixed header. */
export function PageShell({ width = 'form', children }: PageShellProps) {
  return (
    <Container maxW={widths[width]} py={{ base: '8', md: '14' }} px={{ base: '4', sm: '6' }}>
      {children}
    </Container>
  );
}
