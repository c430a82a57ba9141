import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import { LandingSection } from './LandingSection';
import { faqSection } from './landingCopy';

// The accordion (Ark's machine and its collapsible) comes after the first paint: the section is
// far below the fold, and the landing page keeps within its 150 kB of script. The section itself
// is there at once, so /home#faq scrolls to it; a box of the closed accordion's height holds the
// questions' place.
const LazyFaqAccordion = lazy(async () => ({
  default: (await importOrReload(() => import('./FaqAccordion'))).FaqAccordion,
}));

export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow={faqSection.eyebrow} title={faqSection.title}>
      <Suspense fallback={<Box maxW="3xl" minH="72" />}>
        <LazyFaqAccordion />
      </Suspense>
    </LandingSection>
  );
}
