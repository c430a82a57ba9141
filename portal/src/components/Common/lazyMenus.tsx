import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

import { useAuth } from '../../hooks/useAuth';
import { importOrReload } from '../../routes/lazyImport';

// The header's two menus (a drawer and a dropdown, with their focus traps and positioning) come
// after the page's first paint; a box of the trigger's size holds their place meanwhile, so
// nothing moves when they arrive.

const LazyMobileMenu = lazy(async () => ({
  default: (await importOrReload(() => import('./MobileMenu'))).MobileMenu,
}));

const LazyProfileMenu = lazy(async () => ({
  default: (await importOrReload(() => import('./ProfileMenu'))).ProfileMenu,
}));

export function MobileMenu() {
  return (
    <Suspense fallback={<Box boxSize="10" flexShrink="0" hideFrom="md" />}>
      <LazyMobileMenu />
    </Suspense>
  );
}

/** Only a signed-in user has one: a visitor's first load never fetches it. */
export function ProfileMenu() {
  const { status } = useAuth();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={<Box boxSize="10" flexShrink="0" />}>
      <LazyProfileMenu />
    </Suspense>
  );
}

const LazySessionTuning = lazy(async () => ({
  default: (await importOrReload(() => import('../Session/SessionTuningControl'))).SessionTuningControl,
}));

/** The session tempo and key: a signed-in listener's, so a visitor's first load never fetches it. */
export function SessionTuning() {
  const { status } = useAuth();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={<Box h="8" w={{ base: '8', sm: '28' }} flexShrink="0" />}>
      <LazySessionTuning />
    </Suspense>
  );
}

const LazyNewsBell = lazy(async () => ({
  default: (await importOrReload(() => import('../Follows/NewsBell'))).NewsBell,
}));

/** News from the producers one follows: a signed-in listener's, so a visitor's first load never fetches it. */
export function NewsBell() {
  const { status } = useAuth();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={<Box boxSize="10" flexShrink="0" />}>
      <LazyNewsBell />
    </Suspense>
  );
}
