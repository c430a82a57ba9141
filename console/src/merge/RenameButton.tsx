import { EditButton, useRecordContext } from 'react-admin';

import { useRowActionName } from '../layout/NamedButton';
import type { TaxonomyEntry } from './types';

/** 'Renomear «nome»': each row's link to its page, told apart by the entry's name. */
export function RenameButton() {
  const record = useRecordContext<TaxonomyEntry>();
  const name = useRowActionName()('sampleteca.merge.rename', record?.name);
  return <EditButton label="sampleteca.merge.rename" aria-label={name} />;
}
