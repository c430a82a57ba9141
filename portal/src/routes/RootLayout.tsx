import { Box, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';
import { Footer } from '../components/Common/Footer';
import { Header } from '../components/Common/Header';
import { useAuth } from '../hooks/useAuth';
import { layout } from '../theme/layout';

const mainContentId = 'conteudo';

export function RootLayout() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoader />;

  return (
    <>
      <SkipNavLink id={mainContentId} zIndex="skipNav">
        Pular para o conteúdo
      </SkipNavLink>
      <Header />
      <Box as="main" id={mainContentId} tabIndex={-1} pt={layout.headerHeight} minH="100dvh">
        <Outlet />
      </Box>
      <Footer />
    </>
  );
}
