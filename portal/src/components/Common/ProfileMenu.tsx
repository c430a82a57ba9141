import { Avatar, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

import { useAuth } from '../../hooks/useAuth';
import { initials } from '../../lib/initials';
import { paths } from '../../routes/paths';
import { profileTabs } from '../Catalogue/profileTabs';

/** The signed-in user's menu behind the avatar: the profile area's tabs, the plan and sign-out. */
export function ProfileMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  if (auth.status !== 'authenticated') return null;
  const { profile } = auth;
  const shown = initials(profile.fullName ?? '');

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name holds the initials shown, so voice control can press it by what it sees. */}
        <IconButton variant="ghost" rounded="full" aria-label={shown ? `${shown}: menu da conta` : 'Menu da conta'}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback>{shown || undefined}</Avatar.Fallback>
            {profile.avatarUrl && <Avatar.Image src={profile.avatarUrl} alt="" />}
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text truncate maxW="52">
                  {profile.fullName || profile.email}
                </Text>
              </Menu.ItemGroupLabel>
              {profileTabs(auth.isAdmin).map((tab) => (
                <Menu.Item key={tab.to} value={tab.to} onSelect={() => navigate(tab.to)}>
                  {tab.label}
                </Menu.Item>
              ))}
              <Menu.Item value="plan" onSelect={() => navigate(paths.profilePlan)}>
                Meu plano
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="dashboard" onSelect={() => navigate(paths.dashboard)}>
              Catálogo
            </Menu.Item>
            <Menu.Item value="logout" color="fg.error" onSelect={() => void auth.signOut({ scope: 'local' })}>
              Sair
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
