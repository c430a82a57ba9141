import { Box, SkipNavLink } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { ConnectionNotice } from '../components/Common/ConnectionNotice';
import { FullPageLoader } from '../components/Common/FullPageLoader';
import { Footer } from '../components/Common/Footer';
import { Header } from '../components/Common/Header';
import { useAuth } from '../hooks/useAuth';
import { layout } from '../theme/layout';

const mainContentId = 'conteudo';

export function RootLayout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const { status, acknowledgeSignOut } = auth;
  const signedOutTo = auth.status === 'visitor' ? auth.signedOutTo : null;

  // Router updates render after the signed-out state; until the landing is reached, guards wait.
  useEffect(() => {
    if (signedOutTo && pathname.toLowerCase() === signedOutTo.toLowerCase()) acknowledgeSignOut();
  }, [signedOutTo, pathname, acknowledgeSignOut]);

  if (status === 'loading') return <FullPageLoader />;

  return (
    <>
      <SkipNavLink id={mainContentId} zIndex="skipNav">
        Pular para o conteúdo
      </SkipNavLink>
      <Header />
      <Box as="main" id={mainContentId} tabIndex={-1} pt={layout.headerHeight} minH="100dvh">
        <ConnectionNotice />
        <Outlet />
      </Box>
      <Footer />
    </>
  );
}
