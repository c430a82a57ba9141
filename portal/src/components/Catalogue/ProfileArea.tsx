import { Avatar, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { useAuth } from '../../hooks/useAuth';
import { PageShell } from '../Common/PageShell';
import { Panel } from '../Common/Panel';
import { profileTabs } from './profileTabs';

interface ProfileAreaProps {
  title: string;
  subtitle?: ReactNode;
  /** Under the title: what acts on the whole tab. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The profile area's frame (spec 02 §2): greeting, sign-out, the tabs, then the tab's content. */
export function ProfileArea({ title, subtitle, actions, children }: ProfileAreaProps) {
  const auth = useAuth();
  const { pathname } = useLocation();
  // RequireAuth renders profile pages only for a signed-in user.
  if (auth.status !== 'authenticated') return null;
  const { profile } = auth;
  const name = profile.fullName || profile.email;

  return (
    <PageShell width="wide">
      <Stack gap={{ base: '6', md: '8' }}>
        <Panel p={{ base: '4', md: '6' }}>
          <Flex gap={{ base: '3', sm: '5' }} align="center" wrap="wrap">
            <Avatar.Root size="xl" colorPalette="brand" boxSize={{ base: '14', md: '16' }}>
              <Avatar.Fallback name={name} />
              {profile.avatarUrl && <Avatar.Image src={profile.avatarUrl} alt="" />}
            </Avatar.Root>
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" overflowWrap="anywhere">
                Olá {name}.
              </Text>
              <Text color="fg.muted" fontSize="sm">
                Como você está se sentindo hoje?
              </Text>
            </Stack>
            <Button variant="outline" rounded="full" size="sm" onClick={() => void auth.signOut({ scope: 'local' })}>
              Sair
            </Button>
          </Flex>
        </Panel>

        <Box as="nav" aria-label="Minha conta">
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
            {profileTabs(auth.isAdmin).map((tab) => {
              const current = pathname.toLowerCase() === tab.to.toLowerCase();
              return (
                <li key={tab.to}>
                  <Link
                    asChild
                    display="inline-flex"
                    px="4"
                    py="2"
                    rounded="full"
                    fontWeight="medium"
                    fontSize="sm"
                    bg={current ? 'brand.solid' : 'bg.panel'}
                    color={current ? 'brand.contrast' : 'fg.muted'}
                    borderWidth="1px"
                    borderColor={current ? 'brand.solid' : 'border.muted'}
                    _hover={{ textDecoration: 'none', color: current ? 'brand.contrast' : 'fg' }}
                  >
                    <RouterLink to={tab.to} aria-current={current ? 'page' : undefined}>
                      {tab.label}
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </HStack>
        </Box>

        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          {actions}
        </Stack>
        {children}
      </Stack>
    </PageShell>
  );
}
