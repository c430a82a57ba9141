import { Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../api/apiError';
import { collectionKeys, deleteCollection, updateCollection, type Collection } from '../../api/collections';
import { paths } from '../../routes/paths';
import { ConfirmDialog } from '../Common/ConfirmDialog';
import { ShareButton } from '../Share/ShareButton';
import { collectionSharePath } from '@sampleteca/clients-shared/routes';
import { TrashIcon } from '../Sounds/SoundIcons';
import { toaster } from '../ui/toaster';
import { CollectionNameDialog } from './CollectionNameDialog';
import { useCollectionRefresh } from './useCollectionRefresh';

/**
 * What the owner does with the whole collection: share it by link (a switch; 'Compartilhar' once
 * it is on), rename it, delete it after confirming.
 */
export function CollectionOwnerActions({ collection }: { collection: Collection }) {
  const queryClient = useQueryClient();
  const refresh = useCollectionRefresh();
  // The page shows the change at once; the lists of collections ask again.
  const changed = (collection: Collection) => {
    queryClient.setQueryData(collectionKeys.one(collection.id), collection);
    void refresh();
  };
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const noteId = useId();

  const share = useMutation({
    mutationFn: (shared: boolean) => updateCollection(collection.id, { shared }),
    onSuccess: (collection) => {
      changed(collection);
      toaster.create({
        type: 'success',
        title: collection.shared
          ? 'Coleção compartilhada: quem tiver o link pode vê-la'
          : 'Coleção privada: só você a vê',
      });
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível mudar o compartilhamento.') }),
  });
  const rename = useMutation({
    mutationFn: (name: string) => updateCollection(collection.id, { name }),
    onSuccess: (collection) => {
      changed(collection);
      toaster.create({ type: 'success', title: `Coleção renomeada para “${collection.name}”` });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCollection(collection.id),
    onSuccess: ({ message }) => {
      // Away first: this page would otherwise ask for the collection again and find it gone.
      navigate(paths.profileCollections, { replace: true });
      queryClient.removeQueries({ queryKey: collectionKeys.one(collection.id) });
      void refresh();
      toaster.create({ type: 'success', title: message });
    },
  });

  const shared = share.isPending ? (share.variables ?? collection.shared) : collection.shared;
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Switch.Root
          colorPalette="brand"
          checked={shared}
          disabled={share.isPending}
          onCheckedChange={(details) => share.mutate(details.checked)}
        >
          <Switch.HiddenInput aria-describedby={noteId} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Compartilhar por link</Switch.Label>
        </Switch.Root>
        <Text id={noteId} fontSize="sm" color="fg.muted">
          {shared
            ? 'Quem tiver o link ouve as prévias; quem tem conta vê a coleção inteira. Seus sons privados continuam só seus.'
            : 'Privada: só você vê esta coleção.'}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {collection.shared && (
          <ShareButton path={collectionSharePath(collection.id)} title={`a coleção ${collection.name}`} />
        )}
        <Button variant="outline" size="sm" rounded="full" onClick={() => setRenaming(true)}>
          Renomear
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" rounded="full" colorPalette="red">
              <TrashIcon />
              Excluir coleção
            </Button>
          }
          title="Excluir esta coleção?"
          confirmLabel="Excluir"
          cancelLabel="Cancelar"
          action={remove}
          failureMessage={(error) => errorMessage(error, 'Não foi possível excluir a coleção. Tente novamente.')}
        >
          <Text color="fg.muted">
            “{collection.name}” deixa de existir, e o link dela para de funcionar. Os sons continuam no catálogo.
          </Text>
        </ConfirmDialog>
      </HStack>
      {renaming && (
        <CollectionNameDialog
          open={renaming}
          onOpenChange={setRenaming}
          title="Renomear coleção"
          submitLabel="Salvar nome"
          initialName={collection.name}
          save={rename}
        />
      )}
    </Stack>
  );
}
