import { useAuth } from '../../hooks/useAuth';
import { paths } from '../../routes/paths';
import { LandingSection } from '../Landing/LandingSection';
import { PlanList } from './PlanList';

/** The landing page's plans (spec 1 §1), from the billing API. */
export function PlansSection() {
  const { status } = useAuth();
  // A visitor starts by registering (the plan is chosen at step 4); a signed-in user subscribes from 'Meu plano'.
  const to = status === 'authenticated' ? paths.profilePlan : paths.onboardingRegister;
  return (
    <LandingSection
      id="planos"
      eyebrow="Planos"
      title="Escolha seu plano"
      description="Veja o plano que mais combina com você."
    >
      <PlanList action={() => ({ kind: 'link', to })} />
    </LandingSection>
  );
}
