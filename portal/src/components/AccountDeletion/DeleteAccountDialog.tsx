import { Button, Dialog, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { errorMessage } from '../../api/apiError';
import { DialogActions } from '../Common/DialogActions';
import { DialogPanel } from '../Common/DialogPanel';
import { FormField } from '../Form/FormField';
import { useDeleteAccount, type DeletionFields } from './useDeleteAccount';

const EMPTY: DeletionFields = { password: '', email: '', code: '' };

/**
 * 'Excluir minha conta': says what goes, asks the password (or the account's e-mail typed, for a
 * social sign-in only) and the authenticator's code when there is one. The dialog keeps focus
 * inside itself (Ark's focus trap) and Enter confirms from any field.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<DeletionFields>(EMPTY);
  const { deletion, askPassword, askCode } = useDeleteAccount();
  const pending = deletion.isPending;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Reopened, the dialog asks afresh.
    if (!next) {
      setFields(EMPTY);
      deletion.reset();
    }
  };
  const edit = (name: keyof DeletionFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (deletion.isError) deletion.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate(fields);
  };
  const error = deletion.isError ? errorMessage(deletion.error, 'Não foi possível excluir a conta.') : undefined;

  return (
    <Dialog.Root role="alertdialog" placement="center" open={open} onOpenChange={(details) => changeOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" rounded="full" alignSelf="flex-start">
          Excluir minha conta
        </Button>
      </Dialog.Trigger>
      <DialogPanel title="Excluir sua conta para sempre?" as="form" onSubmit={submit} maxW="md">
        <Dialog.Body>
          <Stack gap="4">
            <Text>Esta ação não pode ser desfeita.</Text>
            {askPassword ? (
              <FormField label="Sua senha" error={error}>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={fields.password}
                  onChange={edit('password')}
                />
              </FormField>
            ) : (
              <FormField label="Digite o e-mail da sua conta para confirmar" error={error}>
                <Input type="email" autoComplete="off" value={fields.email} onChange={edit('email')} />
              </FormField>
            )}
            {askCode && (
              <FormField label="Código do autenticador" helperText="Os 6 dígitos que o aplicativo mostra agora.">
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={fields.code}
                  onChange={edit('code')}
                />
              </FormField>
            )}
          </Stack>
        </Dialog.Body>
        <DialogActions cancelLabel="Cancelar" pending={pending}>
          <Button type="submit" colorPalette="red" rounded="full" loading={pending}>
            Excluir minha conta
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}

/** What deleting the account takes away, said before anyone opens the dialog. */
export function DeletionConsequences() {
  return (
    <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm">
      <List.Item>Seus sons e drum kits saem do catálogo e os arquivos são apagados.</List.Item>
      <List.Item>Suas curtidas, coleções e quem você segue (e quem segue você) deixam de existir.</List.Item>
      <List.Item>Sua assinatura é cancelada na hora, sem cobranças futuras.</List.Item>
      <List.Item>
        Seus dados pessoais (nome, e-mail, CPF, telefone, CEP) são apagados e você sai de todos os dispositivos.
      </List.Item>
      <List.Item>Contratos já assinados e registros de pagamento ficam guardados, como a lei exige.</List.Item>
    </List.Root>
  );
}
