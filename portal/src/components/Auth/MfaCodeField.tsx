import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

import { FormField } from '../Form/FormField';

interface MfaCodeFieldProps extends InputProps {
  /** Each form says what the code is for ('Código de verificação', 'Código do autenticador'). */
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The six digits an authenticator app shows, labelled; `register('code')` spreads onto it. */
export function MfaCodeField({ label, error, ...input }: MfaCodeFieldProps) {
  return (
    <FormField label={label} error={error} required>
      <Input
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="000000"
        letterSpacing="0.4em"
        {...input}
      />
    </FormField>
  );
}
