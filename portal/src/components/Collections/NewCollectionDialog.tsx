import type { UseMutationResult } from '@tanstack/react-query';

import { CollectionNameDialog } from './CollectionNameDialog';

const PRIVATE_UNTIL_SHARED = 'Só você vê a coleção até compartilhá-la.';

interface NewCollectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sound that goes in the new collection (from a card's menu); none from the tab. */
  soundName?: string;
  save: UseMutationResult<unknown, Error, string>;
}

/** 'Nova coleção': the name dialog, mounted only while open (a page has many cards, and few make a collection). */
export function NewCollectionDialog({ open, onOpenChange, soundName, save }: NewCollectionDialogProps) {
  if (!open) return null;
  return (
    <CollectionNameDialog
      open
      onOpenChange={onOpenChange}
      title="Nova coleção"
      submitLabel="Criar coleção"
      note={soundName ? `“${soundName}” entra nela. ${PRIVATE_UNTIL_SHARED}` : PRIVATE_UNTIL_SHARED}
      save={save}
    />
  );
}
