import { Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ApiError, errorMessage } from '../../api/apiError';
import { DialogActions } from '../Common/DialogActions';
import { DialogPanel } from '../Common/DialogPanel';
import { FormField } from '../Form/FormField';

/** The API's bound on a collection's name (CreateCollectionBody). */
export const COLLECTION_NAME_MAX = 80;

interface CollectionNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Nova coleção', 'Renomear coleção'. */
  title: string;
  submitLabel: string;
  /** The name the field starts with (a rename: the current one). */
  initialName?: string;
  /** A line above the field: what happens next. */
  note?: string;
  /** Saves the name; the dialog closes once it succeeds. */
  save: UseMutationResult<unknown, Error, string>;
}

/** Why the server refused the name, in its words: a taken name, a limit, a field's own message. */
function refusal(error: Error): string {
  const field = error instanceof ApiError ? error.fieldErrors.find((entry) => entry.field === 'name') : undefined;
  return field?.messages[0] ?? errorMessage(error, 'Não foi possível salvar a coleção. Tente novamente.');
}

/** A small form with one labelled field: a collection's name, for a new one or a rename. */
export function CollectionNameDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initialName = '',
  note,
  save,
}: CollectionNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [blank, setBlank] = useState(false);
  // Each opening starts from the current name (a rename's may have changed since the last one).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setName(initialName);
      setBlank(false);
    }
  }
  // Closed without saving, nothing of the refusal is left for the next opening.
  const close = () => {
    save.reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setBlank(true);
      return;
    }
    save.mutate(trimmed, { onSuccess: () => onOpenChange(false) });
  };

  const error = blank ? 'Informe o nome da coleção.' : save.isError ? refusal(save.error) : undefined;
  return (
    <Dialog.Root placement="center" open={open} onOpenChange={(details) => !details.open && close()}>
      <DialogPanel title={title} as="form" onSubmit={submit} maxW="md">
        <Dialog.Body>
          <Stack gap="4">
            {note && (
              <Text color="fg.muted" fontSize="sm">
                {note}
              </Text>
            )}
            <FormField label="Nome da coleção" error={error} helperText={`Até ${COLLECTION_NAME_MAX} caracteres.`}>
              <Input
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setBlank(false);
                  if (save.isError) save.reset();
                }}
                maxLength={COLLECTION_NAME_MAX}
                autoComplete="off"
                placeholder="Ex.: Graves para trap"
              />
            </FormField>
          </Stack>
        </Dialog.Body>
        <DialogActions cancelLabel="Cancelar" pending={save.isPending}>
          <Button type="submit" colorPalette="brand" rounded="full" loading={save.isPending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
