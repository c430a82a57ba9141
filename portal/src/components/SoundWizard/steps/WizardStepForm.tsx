import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

import { Panel } from '../../Common/Panel';
import { StepHeading, stepHeadingId } from './StepHeading';
import { WizardActions } from './WizardActions';

interface WizardStepFormProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Runs with the values once they pass the form's rules. */
  onValid: SubmitHandler<V>;
  title: ReactNode;
  description?: ReactNode;
  /** From step 2 on (spec 02 §2). */
  onBack?: () => void;
  /** Step 1's note where later steps have 'Voltar'. */
  hint?: ReactNode;
  children: ReactNode;
}

/** One step of the upload wizard: its card, titled, and 'Próximo Passo' (spinning while it saves) at its foot. */
export function WizardStepForm<V extends FieldValues>({
  form,
  onValid,
  title,
  description,
  onBack,
  hint,
  children,
}: WizardStepFormProps<V>) {
  return (
    <Panel asChild>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-labelledby={stepHeadingId}>
        <StepHeading description={description}>{title}</StepHeading>
        {children}
        <WizardActions onBack={onBack} loading={form.formState.isSubmitting} hint={hint} />
      </form>
    </Panel>
  );
}
