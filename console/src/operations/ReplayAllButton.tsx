import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { replayAllDeadLetters } from './operationsApi';
import { serviceLabel, type OperationService } from './operationServices';

/** Sends every dead letter of a service back to its consumers, after a confirmation. */
export function ReplayAllButton({ service }: { service: OperationService }) {
  const { total } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const replay = useMutation({
    mutationFn: () => replayAllDeadLetters(service),
    onSuccess: (replayed) => {
      notify('sampleteca.operations.dead_letters.replayed_all', {
        type: 'info',
        messageArgs: { smart_count: replayed },
      });
      refresh();
    },
    onError: (error: Error) =>
      notify('sampleteca.operations.dead_letters.replay_error', {
        type: 'error',
        messageArgs: { message: error.message },
      }),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <NamedButton
        label="sampleteca.operations.dead_letters.replay_all"
        onClick={() => setAsking(true)}
        disabled={!total || replay.isPending}
      >
        <SendIcon />
      </NamedButton>
      <Confirm
        isOpen={asking}
        loading={replay.isPending}
        title="sampleteca.operations.dead_letters.replay_all_title"
        titleTranslateOptions={{ service: translate(serviceLabel(service)) }}
        content="sampleteca.operations.dead_letters.replay_all_content"
        translateOptions={{ smart_count: total ?? 0 }}
        confirm="sampleteca.operations.dead_letters.replay_all"
        onConfirm={() => replay.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
