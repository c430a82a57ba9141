import DownloadIcon from '@mui/icons-material/Download';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';

import { requestDownloadLink } from './distributionApi';
import type { DistributionRequest } from './types';
import { useBusyAction } from './useBusyAction';
import { NamedButton } from '../layout/NamedButton';

/** 'Baixar MP3': asks for a short-lived link, then lets the browser download it. */
export function DownloadMp3Button() {
  const record = useRecordContext<DistributionRequest>();
  const [run, busy] = useBusyAction('resources.distribution-requests.notification.download_error');
  if (!record) return null;

  const download = (event: MouseEvent) => {
    event.stopPropagation();
    void run(async () => {
      const { url } = await requestDownloadLink(String(record.id));
      window.location.assign(url);
    });
  };

  return (
    <NamedButton label="resources.distribution-requests.action.download" onClick={download} disabled={busy}>
      <DownloadIcon />
    </NamedButton>
  );
}
