import { Stack } from '@mui/material';
import { SelectField } from 'react-admin';

import { ProcessingField } from './ProcessingField';
import { statusChoices } from './soundChoices';

/** Visibility over processing in one column, so the table fits beside the menu on a laptop. */
export function SoundStateField(_props: { label?: string }) {
  return (
    <Stack alignItems="flex-start" gap={0.5}>
      <SelectField source="status" choices={statusChoices} />
      <ProcessingField />
    </Stack>
  );
}
