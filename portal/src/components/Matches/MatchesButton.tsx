import { lazy } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import type { Sound } from '../../api/soundTypes';
import { MatchesIcon } from './MatchesIcon';
import { SoundDrawerButton } from './SoundDrawerButton';

const MatchesDrawer = lazy(async () => ({
  default: (await importOrReload(() => import('./MatchesDrawer'))).MatchesDrawer,
}));

/** 'Combina com este' on a sound card: opens the sounds that fit it (issue #18 §2). */
export function MatchesButton({ sound }: { sound: Sound }) {
  return <SoundDrawerButton sound={sound} label="Combina com este" icon={<MatchesIcon />} drawer={MatchesDrawer} />;
}
