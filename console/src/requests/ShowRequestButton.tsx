import { ShowButton, useRecordContext } from 'react-admin';

import { useRowActionName } from '../layout/NamedButton';
import type { DistributionRequest } from './types';

/** 'Exibir «Nome do som»': each row's link to its request, told apart by the sound's name. */
export function ShowRequestButton() {
  const record = useRecordContext<DistributionRequest>();
  const name = useRowActionName()('ra.action.show', record?.sound.name);
  return <ShowButton aria-label={name} />;
}
