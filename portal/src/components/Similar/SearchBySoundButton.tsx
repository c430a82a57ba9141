import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import { SimilarIcon } from './SimilarIcons';

// The panel (and later its recorder) loads on the first press: the dashboard's first load stays small.
const SearchBySoundDrawer = lazy(async () => ({
  default: (await importOrReload(() => import('./SearchBySoundDrawer'))).SearchBySoundDrawer,
}));

/** The dashboard's 'Buscar com um som': opens the panel; closing it keeps the last search for the next opening. */
export function SearchBySoundButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        rounded="full"
        flexShrink={0}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SimilarIcon />
        Buscar com um som
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SearchBySoundDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
