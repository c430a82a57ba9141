import { Alert, Button, CloseButton, Dialog, IconButton, Portal, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import { errorMessage } from '../../api/apiError';
import { TrashIcon } from './SoundIcons';

interface DeleteSoundDialogProps {
  name: string;
  remove: UseMutationResult<{ message: string }, Error, void>;
}

/** The uploader's delete button on 'Meus Uploads', asking first (spec 02 §8). */
export function DeleteSoundDialog({ name, remove }: DeleteSoundDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root
      role="alertdialog"
      placement="center"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) remove.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <IconButton
          aria-label={`Excluir ${name}`}
          title="Excluir"
          variant="ghost"
          colorPalette="red"
          rounded="full"
          size="sm"
        >
          <TrashIcon />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Você tem certeza que quer excluir o som?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                “{name}” sai do catálogo, das curtidas e dos downloads de todos. Não dá para desfazer.
              </Text>
              {remove.isError && (
                <Alert.Root status="error" rounded="lg" mt="4">
                  <Alert.Indicator />
                  <Alert.Title>
                    {errorMessage(remove.error, 'Não foi possível excluir o som. Tente novamente.')}
                  </Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" rounded="full" disabled={remove.isPending}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                rounded="full"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
              >
                Excluir
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
