import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogPanelProps extends Omit<Dialog.ContentProps, 'title'> {
  /** The dialog's heading, which names it. */
  title: string;
  /** The body and the footer. */
  children: ReactNode;
}

/**
 * What a centred dialog shows once open, inside its Dialog.Root: the backdrop, the panel with its
 * title, and the close button. `Dialog.ContentProps` go to the panel (a form: `as="form"`).
 */
export function DialogPanel({ title, children, ...content }: DialogPanelProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">
        <Dialog.Content {...content}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          {children}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Fechar" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
