import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

import { fetchSignedContract } from './distributionApi';
import type { DistributionRequest, LabeledFieldProps } from './types';
import { useBusyAction } from './useBusyAction';
import { NamedButton } from '../layout/NamedButton';

// Long enough for the new tab to load the PDF; the URL only points at memory.
const OBJECT_URL_LIFETIME_MS = 60_000;

function openPdf(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
  } else {
    // A blocked pop-up: save the file instead.
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** The signed contract of a distribution request, fetched with the bearer token and opened in a new tab. */
export function SignedContractButton(_props: LabeledFieldProps) {
  const record = useRecordContext<DistributionRequest>();
  const [run, busy] = useBusyAction('resources.distribution-requests.notification.contract_error');
  const contractId = record?.contractId;
  // Publication requests have no contract.
  if (!contractId) return <Typography variant="body2">—</Typography>;

  const open = () => void run(async () => openPdf(await fetchSignedContract(contractId), `contrato-${contractId}.pdf`));

  return (
    <NamedButton label="resources.distribution-requests.action.signed_contract" onClick={open} disabled={busy}>
      <PictureAsPdfIcon />
    </NamedButton>
  );
}
