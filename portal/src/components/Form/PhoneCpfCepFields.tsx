import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

import type { MaskName } from '../../lib/masks';
import { MaskedField } from './MaskedField';

const fields: { name: MaskName; label: string; autoComplete?: string }[] = [
  { name: 'phone', label: 'Telefone', autoComplete: 'tel-national' },
  { name: 'cpf', label: 'CPF' },
  { name: 'cep', label: 'CEP', autoComplete: 'postal-code' },
];

interface PhoneCpfCepFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  /** A form whose phone, cpf and cep hold the masked text. */
  control: Control<T, C, O>;
}

/** Telefone, CPF and CEP, required and masked (spec 1 §5): sign-up and the profile ask the same three. */
export function PhoneCpfCepFields<T extends FieldValues & Record<MaskName, string>, C, O extends FieldValues>({
  control,
}: PhoneCpfCepFieldsProps<T, C, O>) {
  return fields.map(({ name, label, autoComplete }) => (
    <MaskedField
      key={name}
      control={control}
      // Each field is named as its mask; T holds all three as text, which TypeScript cannot see through the generic.
      name={name as FieldPathByValue<T, string>}
      label={label}
      mask={name}
      autoComplete={autoComplete}
      required
    />
  ));
}
