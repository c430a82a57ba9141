import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { MUSICAL_KEYS } from '../SoundWizard/musicVocabulary';

interface KeySelectProps {
  /** One of the 24 keys, or '' for the none choice. */
  value: string;
  onChange(key: string): void;
  /** A first choice meaning 'no key' (the session's 'Original'); absent: one of the 24 keys. */
  noneLabel?: string;
  helperText?: ReactNode;
}

/** 'Tom': one of the spec's 24 keys, labelled, for the session control and the correction dialog. */
export function KeySelect({ value, onChange, noneLabel, helperText }: KeySelectProps) {
  return (
    <Field.Root>
      <Field.Label>Tom</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {noneLabel !== undefined && <option value="">{noneLabel}</option>}
          {MUSICAL_KEYS.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
