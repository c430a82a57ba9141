import { paths } from '../../routes/paths';

export interface ProfileTab {
  label: string;
  to: string;
}

/**
 * The profile menu of spec 02 §2: admins work on the users list and the requests; everyone else
 * on their downloads, uploads and their own requests.
 */
export function profileTabs(isAdmin: boolean, uploads = false): ProfileTab[] {
  const requests = { label: 'Solicitações', to: paths.profileRequests };
  const liked = { label: 'Curtidas', to: paths.profileLiked };
  // Issue #33 §3: everyone keeps collections, admins too.
  const collections = { label: 'Coleções', to: paths.profileCollections };
  const me = { label: 'Meu Perfil', to: paths.profileMe };
  // Issue #33 §2: what the producers one follows publish, and whom one follows.
  const news = { label: 'Novidades', to: paths.profileNews };
  const following = { label: 'Seguindo', to: paths.profileFollowing };
  // Issue #33 §4: a producer's own numbers; admins see it only when they upload too.
  const dashboard = { label: 'Meu painel', to: paths.profileDashboard };
  if (isAdmin)
    return [
      { label: 'Usuários', to: paths.profileUsers },
      requests,
      liked,
      collections,
      news,
      following,
      ...(uploads ? [dashboard] : []),
      me,
    ];
  return [
    { label: 'Downloads', to: paths.profileDownloads },
    { label: 'Uploads', to: paths.profileUploads },
    dashboard,
    requests,
    liked,
    collections,
    news,
    following,
    me,
  ];
}

/** Where the header's profile button leads: /profile/users for an admin, else /profile/uploads (spec 02 §2). */
export const profileHomePath = (isAdmin: boolean) => (isAdmin ? paths.profileUsers : paths.profileUploads);
