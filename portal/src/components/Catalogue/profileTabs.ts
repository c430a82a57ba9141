import { paths } from '../../routes/paths';

export interface ProfileTab {
  label: string;
  to: string;
}

/**
 * The profile menu of spec 02 §2. Solicitações (/profile/requests) and, for admins, Usuários
 * (/profile/users) join these lists when their pages exist; until then they would lead nowhere.
 */
export function profileTabs(isAdmin: boolean): ProfileTab[] {
  const liked = { label: 'Curtidas', to: paths.profileLiked };
  const me = { label: 'Meu Perfil', to: paths.profileMe };
  if (isAdmin) return [liked, me];
  return [
    { label: 'Downloads', to: paths.profileDownloads },
    { label: 'Uploads', to: paths.profileUploads },
    liked,
    me,
  ];
}

/**
 * Where the header's profile button leads: /profile/uploads, or /profile/users for an admin
 * (spec 02 §2). The users list is not built yet, so admins land on their likes for now.
 */
export const profileHomePath = (isAdmin: boolean) => (isAdmin ? paths.profileLiked : paths.profileUploads);
