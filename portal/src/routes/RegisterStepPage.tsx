import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { InvalidStepPage } from '../components/Common/InvalidStepPage';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { EmailValidationStep } from '../components/Register/EmailValidationStep';
import { PersonalInfoStep } from '../components/Register/PersonalInfoStep';
import { PlanChoiceStep } from '../components/Register/PlanChoiceStep';
import { RegistrationSuccessStep } from '../components/Register/RegistrationSuccessStep';
import { SocialInfoStep } from '../components/Register/SocialInfoStep';
import { WizardSteps } from '../components/Common/WizardSteps';
import { registerSteps } from '../components/Register/registerSteps';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths, registerStepPath } from './paths';

interface StepDefinition {
  body: ReactNode;
  backTo: string | undefined;
  indicator: number;
  width?: 'form' | 'wide';
}

const steps: Record<string, StepDefinition> = {
  '1': { body: <PersonalInfoStep />, backTo: paths.onboardingRegister, indicator: 1 },
  '2': { body: <SocialInfoStep />, backTo: registerStepPath(1), indicator: 2 },
  '3': { body: <EmailValidationStep />, backTo: undefined, indicator: 3 },
  // Spec 1 §2: back goes to step 2 (for the signed-in account, the routing rules carry on to the dashboard).
  '4': { body: <PlanChoiceStep />, backTo: registerStepPath(2), indicator: 4, width: 'wide' },
  success: { body: <RegistrationSuccessStep />, backTo: undefined, indicator: registerSteps.length + 1 },
};

export type RegisterStep = '1' | '2' | '3' | '4' | 'success';

interface RegisterStepPageProps {
  /** Steps 4 and success have routes of their own (they need the new account signed in). */
  step?: RegisterStep;
}

/** /register/step/{step}: the registration wizard of spec 1 §2. */
export function RegisterStepPage({ step: fixedStep }: RegisterStepPageProps) {
  const params = useParams();
  const step = fixedStep ?? params.step ?? '';
  usePageTitle(step === '4' ? 'Escolha seu plano' : 'Criação de conta');
  const current = Object.hasOwn(steps, step) ? steps[step] : null;

  if (!current) {
    return <InvalidStepPage description="Esta etapa do cadastro não existe." firstStep={registerStepPath(1)} />;
  }

  return (
    <PageShell width={current.width}>
      <PageHeader backTo={current.backTo} progress={step === 'success' ? 'done' : 'in-progress'} />
      <WizardSteps steps={registerSteps} current={current.indicator} label="Etapas do cadastro" />
      {current.body}
    </PageShell>
  );
}

/** The steps the router fixes (the static segments outrank register/step/:step). */
export const RegisterPlanStepPage = () => <RegisterStepPage step="4" />;
export const RegisterSuccessStepPage = () => <RegisterStepPage step="success" />;
