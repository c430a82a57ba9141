import { paths } from '../../routes/paths';

/** The header's main links for a signed-in user: the catalogue rather than the landing sections. */
export const catalogueLinks = [
  { to: paths.dashboard, label: 'Catálogo' },
  { to: paths.artists, label: 'Artistas' },
  { to: paths.drumKits, label: 'Drum Kits' },
] as const;
