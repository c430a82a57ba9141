import { paths } from '../routes/paths';
import { useAuth } from './useAuth';

export interface AccountLinks {
  produce: string;
  profile: string;
  profileLabel: string;
}

export function useAccountLinks(): AccountLinks {
  const { status } = useAuth();
  if (status === 'authenticated') {
    return {
      produce: paths.pre,
      profile: paths.profileMe,
      profileLabel: 'Meu perfil',
    };
  }
  return {
    produce: paths.onboardingRegister,
    profile: paths.login,
    profileLabel: 'Entrar na sua conta',
  };
}
