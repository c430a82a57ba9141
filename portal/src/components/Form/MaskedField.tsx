import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import type { MaskName } from '../../lib/masks';
import { FormField } from './FormField';
import { MaskedInput } from './MaskedInput';

interface MaskedFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPathByValue<T, string>;
  label: string;
  mask: MaskName;
  required?: boolean;
  autoComplete?: string;
}

export function MaskedField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  mask,
  required,
  autoComplete,
}: MaskedFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} required={required}>
          <MaskedInput
            mask={mask}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete={autoComplete}
          />
        </FormField>
      )}
    />
  );
}
