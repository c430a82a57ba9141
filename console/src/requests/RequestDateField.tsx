import { DateField } from 'react-admin';

import type { LabeledFieldProps } from './types';

const longDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** The request's date as spec 02 §2 writes it: '12 de março de 2026'. */
export function RequestDateField(_props: LabeledFieldProps) {
  return <DateField source="createdAt" locales="pt-BR" options={longDate} />;
}
