import './preactOptions';
import './zodConfig';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { AuthProvider } from './auth/AuthProvider';
import { Provider } from './components/ui/provider';
import { queryClient } from './queryClient';
import { router } from './router';
import { importOrReload } from './routes/lazyImport';
import { checkRecipes } from './theme/recipeCheck';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// Landings decided outside a page (tokens in the address, a forced sign-out) replace the entry.
const navigate = (to: string) => router.navigate(to, { replace: true });

// The toasts' machinery comes after the first paint: toasts raised meanwhile wait in the store
// (components/ui/toaster.tsx) and show once it is in.
const Toaster = lazy(async () => ({
  default: (await importOrReload(() => import('./components/ui/Toasts'))).Toaster,
}));

checkRecipes();

createRoot(rootElement).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider navigate={navigate}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
