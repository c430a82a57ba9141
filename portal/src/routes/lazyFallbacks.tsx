import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';

/** True once `active` has held for `delay` ms: loaders stay hidden on fast loads instead of flashing. */
function useShownAfter(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}

/**
 * The first visit, while its page's chunk arrives: nothing for a moment (a fast load goes
 * straight to the page), then the loader the layout shows while signing in.
 */
export function FirstLoadFallback() {
  return useShownAfter(true, 400) ? <FullPageLoader /> : null;
}

/**
 * A thin bar across the top of the window while a navigation waits for its page (a chunk not
 * fetched yet): the current page stays on screen meanwhile, and on a fast load nothing shows.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  const shown = useShownAfter(navigation.state !== 'idle', 200);
  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Carregando a página"
      position="fixed"
      top="0"
      insetX="0"
      h="3px"
      zIndex="toast"
      bgImage="linear-gradient(90deg, transparent, {colors.brand.solid}, transparent)"
      bgSize="50% 100%"
      bgRepeat="no-repeat"
      animation="bg-position 1.2s linear infinite"
      css={{ '--animate-from': '-100%', '--animate-to': '200%' }}
      _motionReduce={{ animation: 'none', bgImage: 'none', bg: 'brand.solid' }}
    />
  );
}

/** Every page's parent route: the page, and the bar while the next one loads. */
export function PendingNavigation() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
