import { IconButton, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';

import { errorMessage } from '../../api/apiError';
import { ConfirmDialog } from '../Common/ConfirmDialog';
import { TrashIcon } from './SoundIcons';

interface DeleteSoundDialogProps {
  name: string;
  remove: UseMutationResult<{ message: string }, Error, void>;
}

/** The uploader's delete button on 'Meus Uploads', asking first (spec 02 §8). */
export function DeleteSoundDialog({ name, remove }: DeleteSoundDialogProps) {
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
      action={remove}
      failureMessage={(error) => errorMessage(error, 'Não foi possível excluir o som. Tente novamente.')}
    >
      <Text color="fg.muted">
        “{name}” sai do catálogo, das curtidas e dos downloads de todos. Não dá para desfazer.
      </Text>
    </ConfirmDialog>
  );
}
