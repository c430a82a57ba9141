import { Button, CloseButton, Drawer, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAuth } from '../../hooks/useAuth';
import { useAccountLinks } from '../../hooks/useAccountLinks';
import { landingSections, paths } from '../../routes/paths';
import { profileTabs } from '../Catalogue/profileTabs';
import { MenuIcon } from '../Icons/MenuIcon';
import { catalogueLinks } from './headerLinks';

export function MobileMenu() {
  const auth = useAuth();
  const links = useAccountLinks();
  const [open, setOpen] = useState(false);
  // After following a link, focus belongs to the destination, not to the menu button.
  const [restoreFocus, setRestoreFocus] = useState(true);

  const openMenu = (next: boolean) => {
    if (next) setRestoreFocus(true);
    setOpen(next);
  };
  const followLink = () => {
    setRestoreFocus(false);
    setOpen(false);
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => openMenu(details.open)}
      placement="end"
      restoreFocus={restoreFocus}
    >
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" rounded="full" aria-label="Abrir menu" hideFrom="md">
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu principal" gap="6">
                <Stack as="ul" listStyleType="none" gap="4">
                  {auth.status === 'authenticated'
                    ? catalogueLinks.map((link) => (
                        <li key={link.to}>
                          <Link asChild color="fg" fontSize="lg" fontWeight="medium" onClick={followLink}>
                            <RouterLink to={link.to}>{link.label}</RouterLink>
                          </Link>
                        </li>
                      ))
                    : landingSections.map((section) => (
                        <li key={section.id}>
                          <Link asChild color="fg" fontSize="lg" fontWeight="medium" onClick={followLink}>
                            <RouterLink to={{ pathname: paths.home, hash: `#${section.id}` }}>
                              {section.label}
                            </RouterLink>
                          </Link>
                        </li>
                      ))}
                </Stack>
                <Stack gap="3">
                  <Button asChild colorPalette="brand" rounded="full" onClick={followLink}>
                    <RouterLink to={links.produce}>Produzir</RouterLink>
                  </Button>
                  {auth.status === 'authenticated' ? (
                    <>
                      {/* Spec 02 §2: the mobile profile button goes to /profile/me. */}
                      <Button asChild variant="outline" rounded="full" onClick={followLink}>
                        <RouterLink to={paths.profileMe}>Meu perfil</RouterLink>
                      </Button>
                      {profileTabs(auth.isAdmin)
                        .filter((tab) => tab.to !== paths.profileMe)
                        .map((tab) => (
                          <Button key={tab.to} asChild variant="outline" rounded="full" onClick={followLink}>
                            <RouterLink to={tab.to}>{tab.label}</RouterLink>
                          </Button>
                        ))}
                      <Button asChild variant="outline" rounded="full" onClick={followLink}>
                        <RouterLink to={paths.profilePlan}>Meu plano</RouterLink>
                      </Button>
                      <Button
                        variant="ghost"
                        rounded="full"
                        onClick={() => {
                          followLink();
                          void auth.signOut({ scope: 'local' });
                        }}
                      >
                        Sair
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button asChild variant="outline" rounded="full" onClick={followLink}>
                        <RouterLink to={paths.registerFirstStep}>Cadastre-se grátis</RouterLink>
                      </Button>
                      <Button asChild variant="ghost" rounded="full" onClick={followLink}>
                        <RouterLink to={paths.login}>Entrar</RouterLink>
                      </Button>
                    </>
                  )}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
