import { BooleanInput } from 'react-admin';

import { NameSearchInput } from './NameSearchInput';

/** The lists' filters: part of the name (any accents), and likely duplicates only. */
export const taxonomyFilters = [
  <NameSearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="similar" source="similar" label="sampleteca.merge.only_similar" alwaysOn />,
];
