import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The field's error; marks the border and shows the text below the field. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label tied to its input, optional help, and the error text under the field (spec 1 §5). */
export function FormField({ label, error, helperText, required, readOnly, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
