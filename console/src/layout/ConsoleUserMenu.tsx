import { UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's user menu, named after the name it shows ('Menu de Ana'): its default name
 * ('Perfil') does not contain the visible text, which voice-control users say to press it.
 */
export function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `Menu de ${identity.fullName}` : 'ra.auth.user_menu'} />;
}
