import './zodConfig';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { AuthProvider } from './auth/AuthProvider';
import { Provider } from './components/ui/provider';
import { Toaster } from './components/ui/toaster';
import { queryClient } from './queryClient';
import { router } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// Landings decided outside a page (tokens in the address, a forced sign-out) replace the entry.
const navigate = (to: string) => router.navigate(to, { replace: true });

createRoot(rootElement).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider navigate={navigate}>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
