import { IconButton, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import { errorMessage } from '../../api/apiError';
import { ConfirmDialog } from '../Common/ConfirmDialog';
import { TrashIcon } from './SoundIcons';

interface DeleteSoundDialogProps {
  name: string;
  remove: UseMutationResult<{ message: string }, Error, void>;
}

/** The uploader's delete button on 'Meus Uploads', asking first (spec 02 §8). */
export function DeleteSoundDialog({ name, remove }: DeleteSoundDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      trigger={
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
      }
      title="Você tem certeza que quer excluir o som?"
      confirmLabel="Excluir"
      cancelLabel="Cancelar"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'Não foi possível excluir o som. Tente novamente.') : null}
    >
      <Text color="fg.muted">
        “{name}” sai do catálogo, das curtidas e dos downloads de todos. Não dá para desfazer.
      </Text>
    </ConfirmDialog>
  );
}
