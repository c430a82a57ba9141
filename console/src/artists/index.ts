import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const creditedArtists = {
  list: lazyScreen(() => import('./ArtistList'), 'ArtistList'),
  edit: lazyScreen(() => import('./ArtistEdit'), 'ArtistEdit'),
  icon: RecordVoiceOverIcon,
  recordRepresentation: 'name',
};
