import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { loginPath, registerPath } from '../../routes/paths';
import { DialogPanel } from '../Common/DialogPanel';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the visitor tried, as the sentence ends: 'baixar este som'. */
  action: string;
}

/** A visitor pressed what needs an account: sign in or sign up, and come back to this same page. */
export function SignInDialog({ open, onOpenChange, action }: SignInDialogProps) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <DialogPanel title="Entre para continuar" maxW="md">
        <Dialog.Body>
          <Text color="fg.muted">
            Entre ou crie sua conta grátis para {action}. Depois você volta para esta página.
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Stack direction={{ base: 'column', sm: 'row' }} w="full" justify="flex-end" gap="3">
            <Button asChild variant="outline" rounded="full">
              <RouterLink to={loginPath(here)}>Entrar</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" rounded="full">
              <RouterLink to={registerPath(here)}>Criar conta grátis</RouterLink>
            </Button>
          </Stack>
        </Dialog.Footer>
      </DialogPanel>
    </Dialog.Root>
  );
}
