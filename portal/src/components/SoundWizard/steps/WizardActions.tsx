import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { FormActions } from '../../Form/FormActions';

interface WizardActionsProps {
  /** From step 2 on (spec 02 §2). */
  onBack?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Shown on the left of step 1, where there is no way back. */
  hint?: ReactNode;
}

/** 'Voltar' and 'Próximo Passo' (with a spinner while the step saves) at the foot of each step. */
export function WizardActions({ onBack, loading, disabled, hint }: WizardActionsProps) {
  return (
    <FormActions>
      {onBack ? (
        <Button type="button" variant="outline" rounded="full" size="lg" onClick={onBack} disabled={loading}>
          Voltar
        </Button>
      ) : (
        (hint ?? <span />)
      )}
      <Button
        type="submit"
        colorPalette="brand"
        rounded="full"
        size="lg"
        loading={loading}
        spinnerPlacement="start"
        loadingText="Próximo Passo"
        disabled={disabled}
      >
        Próximo Passo
      </Button>
    </FormActions>
  );
}
