import { Button, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useContext, useState } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import type { Sound } from '../Sounds/soundTypes';
import { InsideMatches } from './InsideMatches';
import { MatchesIcon } from './MatchesIcon';

// The drawer and its list load on the first press: every card shows the button, few open it.
const MatchesDrawer = lazy(async () => ({
  default: (await importOrReload(() => import('./MatchesDrawer'))).MatchesDrawer,
}));

/** 'Combina com este' on a sound card: opens the sounds that fit it (issue #18 §2). */
export function MatchesButton({ sound }: { sound: Sound }) {
  const inside = useContext(InsideMatches);
  const [open, setOpen] = useState(false);
  // Each opening starts afresh at the type that complements the sound (a new drawer); 0: never opened, nothing loaded.
  const [openings, setOpenings] = useState(0);
  if (inside) return null;
  const show = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        rounded="full"
        px="2"
        color="fg.muted"
        title="Combina com este"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <MatchesIcon />
        <VisuallyHidden>Combina com este: {sound.name}</VisuallyHidden>
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <MatchesDrawer key={openings} sound={sound} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
