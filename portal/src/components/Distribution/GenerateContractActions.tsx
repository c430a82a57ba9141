import { Button, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { FormActions } from '../Form/FormActions';
import { buttonLabels, type Stage } from './distributionStage';

interface GenerateContractActionsProps {
  stage: Stage;
  hint: string | null;
  /** The song is saved: the button generates a new contract instead of submitting the form. */
  locked: boolean;
  valid: boolean;
  busy: boolean;
  onGenerateAgain: (() => void) | undefined;
}

/** 'Gerar Contrato' and what it waits for, told beside it (spec 02 §2). */
export function GenerateContractActions({
  stage,
  hint,
  locked,
  valid,
  busy,
  onGenerateAgain,
}: GenerateContractActionsProps) {
  const hintId = useId();
  return (
    <FormActions>
      <Text id={hintId} fontSize="sm" color="fg.muted" aria-live="polite">
        {hint}
      </Text>
      <Button
        type={locked ? 'button' : 'submit'}
        colorPalette="brand"
        rounded="full"
        size="lg"
        flexShrink={0}
        aria-describedby={hint ? hintId : undefined}
        disabled={stage !== 'ready' || (!locked && !valid)}
        loading={busy}
        loadingText={buttonLabels.ready}
        onClick={onGenerateAgain}
      >
        {buttonLabels[stage]}
      </Button>
    </FormActions>
  );
}
