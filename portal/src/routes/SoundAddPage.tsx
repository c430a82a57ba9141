import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { InvalidStepPage } from '../components/Common/InvalidStepPage';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { BpmStep } from '../components/SoundWizard/steps/BpmStep';
import { CategoryStep } from '../components/SoundWizard/steps/CategoryStep';
import { KeyAndTypeStep } from '../components/SoundWizard/steps/KeyAndTypeStep';
import { SoundInfoStep } from '../components/SoundWizard/steps/SoundInfoStep';
import { WizardSteps } from '../components/Common/WizardSteps';
import {
  numberedSoundSteps,
  soundAddStepPath,
  soundSteps,
  type SoundStep,
} from '../components/SoundWizard/draft/soundSteps';
import { UploadSuccessStep } from '../components/SoundWizard/steps/UploadSuccessStep';
import { usePageTitle } from '../hooks/usePageTitle';

interface StepDefinition {
  body: ReactNode;
  indicator: number;
}

const steps: Record<SoundStep, StepDefinition> = {
  '1': { body: <SoundInfoStep />, indicator: 1 },
  '2': { body: <KeyAndTypeStep />, indicator: 2 },
  '3': { body: <CategoryStep />, indicator: 3 },
  '4': { body: <BpmStep />, indicator: 4 },
  success: { body: <UploadSuccessStep />, indicator: 5 },
};

const isStep = (value: string): value is SoundStep => Object.hasOwn(steps, value);

/** /sound/add/{step}: the upload wizard of spec 02 §2 (the route sits behind RequireAuth). */
export function SoundAddPage() {
  const { step = '' } = useParams();
  usePageTitle('Subir meu som');

  if (!isStep(step)) {
    return <InvalidStepPage description="Esta etapa do envio não existe." firstStep={soundAddStepPath(1)} />;
  }

  const current = steps[step];
  return (
    <PageShell>
      <PageHeader title="Subir meu som" progress={step === 'success' ? 'done' : 'in-progress'} />
      <WizardSteps
        steps={soundSteps}
        numbered={numberedSoundSteps}
        current={current.indicator}
        label="Etapas do envio"
      />
      {/* A fresh step per address: its draft is read anew and its heading takes the focus. */}
      <div key={step}>{current.body}</div>
    </PageShell>
  );
}
