import { SimpleGrid } from '@chakra-ui/react';

import { useAccountLinks } from '../../hooks/useAccountLinks';
import { LandingSection } from '../Landing/LandingSection';
import { PlanCard } from './PlanCard';
import { staticPlans } from './staticPlans';

export function PlansSection() {
  const links = useAccountLinks();
  return (
    <LandingSection
      id="planos"
      eyebrow="Planos"
      title="Escolha seu plano"
      description="Veja o plano que mais combina com você."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
        {staticPlans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} ctaTo={links.produce} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
