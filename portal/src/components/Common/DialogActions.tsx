import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  cancelLabel: string;
  /** While the action runs, cancelling waits for it. */
  pending: boolean;
  /** The action's button. */
  children: ReactNode;
}

/** A dialog's footer: cancel, which closes it, and the action; stacked on a phone, the action on top. */
export function DialogActions({ cancelLabel, pending, children }: DialogActionsProps) {
  return (
    <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" rounded="full" disabled={pending}>
          {cancelLabel}
        </Button>
      </Dialog.ActionTrigger>
      {children}
    </Dialog.Footer>
  );
}
