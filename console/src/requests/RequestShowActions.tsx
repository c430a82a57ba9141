import { TopToolbar } from 'react-admin';

import { DecisionButton } from './DecisionButton';
import { DownloadMp3Button } from './DownloadMp3Button';

export function RequestShowActions() {
  return (
    <TopToolbar>
      <DownloadMp3Button />
      <DecisionButton decision="approved" redirectToList />
      <DecisionButton decision="cancelled" redirectToList />
    </TopToolbar>
  );
}
