import { Field, InputPropsProvider, TextareaPropsProvider } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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

/**
 * Label tied to its input, optional help, and the error text under the field (spec 1 §5). The
 * error (or else the help) is the input's aria-describedby: Ark's field names the error only in
 * aria-errormessage, which few screen readers announce.
 */
export function FormField({ label, error, helperText, required, readOnly, disabled, children }: FormFieldProps) {
  const id = useId();
  const shownHelp = helperText && !error;
  // Ark's own ids for the field's texts (use-field.ts): `field::{id}::error-text`, `…::helper-text`.
  const describedBy = error || shownHelp ? `field::${id}::${error ? 'error' : 'helper'}-text` : undefined;
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} readOnly={readOnly} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputPropsProvider value={{ 'aria-describedby': describedBy }}>
        <TextareaPropsProvider value={{ 'aria-describedby': describedBy }}>{children}</TextareaPropsProvider>
      </InputPropsProvider>
      {shownHelp && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
