import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { system } from '../../theme/system';

interface ProviderProps {
  children: ReactNode;
}

// The portal has a single dark look: index.html's <html class="dark" style="color-scheme: dark">
// sets it before any script runs, so no colour-mode provider is needed.
export function Provider({ children }: ProviderProps) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
