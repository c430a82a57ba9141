import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { replayDeadLetter } from './operationsApi';
import type { OperationService } from './operationServices';
import type { DeadLetter } from './types';

/** Sends one dead letter back to its consumer (whose inbox drops it if it was handled already). */
export function ReplayDeadLetterButton({ service, onDone }: { service: OperationService; onDone?: () => void }) {
  const letter = useRecordContext<DeadLetter>();
  const notify = useNotify();
  const refresh = useRefresh();
  const replay = useMutation({
    mutationFn: (event: DeadLetter) => replayDeadLetter(service, event.id),
    onSuccess: () => {
      notify('sampleteca.operations.dead_letters.replayed', { type: 'info' });
      onDone?.();
      refresh();
    },
    onError: (error: Error) => {
      notify('sampleteca.operations.dead_letters.replay_error', {
        type: 'error',
        messageArgs: { message: error.message },
      });
      refresh();
    },
  });
  if (!letter) return null;
  return (
    <NamedButton
      label="sampleteca.operations.dead_letters.replay"
      subject={`${letter.type} ${letter.id}`}
      onClick={() => replay.mutate(letter)}
      disabled={replay.isPending}
    >
      <SendIcon />
    </NamedButton>
  );
}
