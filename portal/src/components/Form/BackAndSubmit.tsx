import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { FormActions } from './FormActions';

interface BackAndSubmitProps {
  /** Where the way out leads (a route), or what it does. */
  back: string | (() => void);
  /** 'Cancelar', 'Voltar'. */
  backLabel: string;
  submitLabel: string;
  submitting: boolean;
}

/** A form's foot: the way out, and the submit button that spins while the form sends. */
export function BackAndSubmit({ back, backLabel, submitLabel, submitting }: BackAndSubmitProps) {
  return (
    <FormActions>
      {typeof back === 'string' ? (
        <Button asChild variant="outline" rounded="full" size="lg">
          <RouterLink to={back}>{backLabel}</RouterLink>
        </Button>
      ) : (
        <Button type="button" variant="outline" rounded="full" size="lg" onClick={() => back()}>
          {backLabel}
        </Button>
      )}
      <Button type="submit" colorPalette="brand" rounded="full" size="lg" loading={submitting}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
