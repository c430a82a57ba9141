import { Button, type ButtonProps, Spinner } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

interface PendingButtonProps extends Omit<ButtonProps, 'loading' | 'loadingText'> {
  /** The button's action is under way: a spinner shows, and presses wait for it to end. */
  pending: boolean;
  /** Said instead of the children while pending ('Preparando o ZIP...'). */
  pendingText?: string;
}

/**
 * A button that stays where it is after its action (Seguir, Baixar, a kit's ZIP). Not Chakra's
 * `loading`: that disables the button, and a disabled button drops the keyboard focus to the page,
 * so the next Tab or Space starts from the top instead of from here.
 */
export function PendingButton({ pending, pendingText, onClick, children, ...rest }: PendingButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <Button {...rest} aria-busy={pending || undefined} data-loading={pending ? '' : undefined} onClick={press}>
      {pending && <Spinner size="xs" aria-hidden="true" />}
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}
