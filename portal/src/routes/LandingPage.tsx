import { ArtistCarousel } from '../components/Landing/ArtistCarousel';
import { FaqSection } from '../components/Landing/FaqSection';
import { HeroSection } from '../components/Landing/HeroSection';
import { OnboardingStepsSection } from '../components/Landing/OnboardingStepsSection';
import { SolutionsSection } from '../components/Landing/SolutionsSection';
import { PlansSection } from '../components/Plans/PlansSection';
import { useScrollToHash } from '../hooks/useScrollToHash';

export function LandingPage() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <OnboardingStepsSection />
      <SolutionsSection />
      <PlansSection />
      <ArtistCarousel />
      <FaqSection />
    </>
  );
}
