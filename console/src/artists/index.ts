import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load carries neither.
const ArtistList = lazyScreen(
  () => import('./ArtistList'),
  (m) => m.ArtistList,
);
const ArtistEdit = lazyScreen(
  () => import('./ArtistEdit'),
  (m) => m.ArtistEdit,
);

export const creditedArtists = {
  list: ArtistList,
  edit: ArtistEdit,
  icon: RecordVoiceOverIcon,
  recordRepresentation: 'name',
};
