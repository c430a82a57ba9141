import { Box, Button, Container, HStack, IconButton, Link } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router-dom';

import { useAccountLinks } from '../../hooks/useAccountLinks';
import { useAuth } from '../../hooks/useAuth';
import { landingSections, paths } from '../../routes/paths';
import { layout } from '../../theme/layout';
import { profileHomePath } from '../Catalogue/profileTabs';
import { ProfileIcon } from '../Icons/ProfileIcon';
import { catalogueLinks } from './headerLinks';
import { Logo } from './Logo';
import { MobileMenu, NewsBell, ProfileMenu, SessionTuning } from './lazyMenus';

export function Header() {
  const links = useAccountLinks();
  const auth = useAuth();
  const { status } = auth;

  return (
    <Box
      as="header"
      position="fixed"
      insetX="0"
      top="0"
      zIndex="sticky"
      h={layout.headerHeight}
      bg="rgba(11, 11, 16, 0.85)"
      backdropFilter="blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW={layout.contentMaxWidth} h="full">
        <HStack h="full" justify="space-between" gap="6">
          <Link asChild rounded="md" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home} aria-label="Sampleteca, página inicial">
              <Logo compact={auth.status === 'authenticated'} />
            </RouterLink>
          </Link>

          <Box as="nav" aria-label="Principal" hideBelow="md">
            <HStack as="ul" listStyleType="none" gap={{ md: '6', lg: '8' }}>
              {status === 'authenticated'
                ? catalogueLinks.map((link) => (
                    <li key={link.to}>
                      <Link
                        asChild
                        color="fg.muted"
                        fontWeight="medium"
                        _hover={{ color: 'fg' }}
                        _currentPage={{ color: 'fg' }}
                      >
                        <NavLink to={link.to}>{link.label}</NavLink>
                      </Link>
                    </li>
                  ))
                : landingSections.map((section) => (
                    <li key={section.id}>
                      <Link asChild color="fg.muted" fontWeight="medium" _hover={{ color: 'fg' }}>
                        <RouterLink to={{ pathname: paths.home, hash: `#${section.id}` }}>{section.label}</RouterLink>
                      </Link>
                    </li>
                  ))}
            </HStack>
          </Box>

          <HStack gap="2">
            <Button asChild colorPalette="brand" rounded="full" hideBelow="md">
              <RouterLink to={links.produce}>Produzir</RouterLink>
            </Button>
            {auth.status === 'authenticated' ? (
              <>
                <SessionTuning />
                <NewsBell />
                {/* Spec 02 §2: the header's profile button leads to the profile area. */}
                <IconButton
                  asChild
                  variant="ghost"
                  rounded="full"
                  aria-label="Minha área"
                  title="Minha área"
                  hideBelow="md"
                >
                  <RouterLink to={profileHomePath(auth.isAdmin)}>
                    <ProfileIcon boxSize="6" />
                  </RouterLink>
                </IconButton>
                <ProfileMenu />
              </>
            ) : (
              <IconButton asChild variant="ghost" rounded="full" aria-label={links.profileLabel}>
                <RouterLink to={links.profile}>
                  <ProfileIcon boxSize="6" />
                </RouterLink>
              </IconButton>
            )}
            <MobileMenu />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
