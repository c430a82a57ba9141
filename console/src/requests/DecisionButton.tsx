import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useRedirect, useUpdate } from 'react-admin';

import { undoDecision } from './distributionApi';
import type { DistributionRequest } from './types';
import { NamedButton } from '../layout/NamedButton';
import { useNotifyWithUndo } from '../layout/useNotifyWithUndo';

type Decision = 'approved' | 'cancelled';

const decisions = {
  approved: {
    label: 'resources.distribution-requests.action.approve',
    success: 'resources.distribution-requests.notification.approved',
    failure: 'resources.distribution-requests.notification.approve_error',
    color: 'success',
    icon: <ThumbUpIcon />,
  },
  cancelled: {
    label: 'resources.distribution-requests.action.cancel',
    success: 'resources.distribution-requests.notification.cancelled',
    failure: 'resources.distribution-requests.notification.cancel_error',
    color: 'error',
    icon: <ThumbDownIcon />,
  },
} as const;

const undoMessages = {
  undone: 'resources.distribution-requests.notification.undone',
  failed: 'resources.distribution-requests.notification.undo_error',
};

interface DecisionButtonProps {
  decision: Decision;
  /** From the show page, go back to the list once decided. */
  redirectToList?: boolean;
}

/**
 * Aprovar or Cancelar a pending request. Decided on the server before the notice says so; its
 * 'Desfazer' asks the server to undo the decision (the request is pending again).
 */
export function DecisionButton({ decision, redirectToList = false }: DecisionButtonProps) {
  const record = useRecordContext<DistributionRequest>();
  const notify = useNotify();
  const notifyWithUndo = useNotifyWithUndo();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate<DistributionRequest>();
  if (!record || record.status !== 'pending') return null;
  const { label, success, failure, color, icon } = decisions[decision];

  const decide = (event: MouseEvent) => {
    // In a list row the click would open the request too.
    event.stopPropagation();
    update(
      'distribution-requests',
      { id: record.id, data: { status: decision }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notifyWithUndo(success, () => undoDecision(String(record.id)), undoMessages);
          if (redirectToList) redirect('list', 'distribution-requests');
        },
        onError: (error) => notify(failure, { type: 'error', messageArgs: { message: error.message } }),
      },
    );
  };

  return (
    <NamedButton label={label} subject={record.sound.name} color={color} onClick={decide} disabled={isPending}>
      {icon}
    </NamedButton>
  );
}
