import { lazy } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import { SoundDrawerButton } from '../Matches/SoundDrawerButton';
import type { Sound } from '../../api/soundTypes';
import { SimilarIcon } from './SimilarIcons';

const SimilarDrawer = lazy(async () => ({
  default: (await importOrReload(() => import('./SimilarDrawer'))).SimilarDrawer,
}));

/** 'Sons parecidos' on a sound card: opens the sounds that sound most like it (issue #34). */
export function SimilarButton({ sound }: { sound: Sound }) {
  return <SoundDrawerButton sound={sound} label="Sons parecidos" icon={<SimilarIcon />} drawer={SimilarDrawer} />;
}
