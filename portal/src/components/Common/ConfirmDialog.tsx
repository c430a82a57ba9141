import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { DialogActions } from './DialogActions';
import { DialogPanel } from './DialogPanel';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** What confirming runs; the dialog closes once it succeeds. */
  action: UseMutationResult<unknown, Error, void>;
  /** What to say in the dialog when the action failed. */
  failureMessage: (error: Error) => string;
}

/** An alert dialog asking before a destructive action (deleting a sound, cancelling a plan). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, title, children, confirmLabel, cancelLabel, action, failureMessage } = props;
  const [open, setOpen] = useState(false);
  const pending = action.isPending;
  const error = action.isError ? failureMessage(action.error) : null;
  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Reopened, the dialog asks afresh: no error left from the last try.
    if (!next) action.reset();
  };
  const confirm = () => action.mutate(undefined, { onSuccess: () => setOpen(false) });
  return (
    <Dialog.Root role="alertdialog" placement="center" open={open} onOpenChange={(details) => changeOpen(details.open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogPanel title={title}>
        <Dialog.Body>
          <Stack gap="4">
            {children}
            {error && (
              <Alert.Root status="error" rounded="lg">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
        <DialogActions cancelLabel={cancelLabel} pending={pending}>
          <Button colorPalette="red" rounded="full" loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
