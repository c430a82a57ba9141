import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { TaxonomyEntry } from './types';

/** 'Possível duplicata' beside a name another entry shares once accents, case and spacing are folded. */
export function SimilarField() {
  const record = useRecordContext<TaxonomyEntry>();
  const translate = useTranslate();
  if (!record?.similar) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('sampleteca.merge.similar', { smart_count: record.similar })}
    />
  );
}
