import { Alert, Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '../../api/apiError';
import { collectionKeys, removeUnavailableFromCollection, type Collection } from '../../api/collections';
import { toaster } from '../ui/toaster';
import { useCollectionRefresh } from './useCollectionRefresh';

const explanation = (count: number) =>
  count === 1
    ? 'Quem o enviou o tornou privado, ou ele foi removido. Ele não aparece na lista nem no ZIP e não conta no limite de 1.000 sons.'
    : 'Quem os enviou os tornou privados, ou eles foram removidos. Eles não aparecem na lista nem no ZIP e não contam no limite de 1.000 sons.';

/**
 * On one's own collection: how many of its sounds went unavailable (their producer made them
 * private, or they were removed). The catalogue shows them to nobody, so they are not listed;
 * they take no room in the 1,000, and 'Remover indisponíveis' takes them out.
 */
export function UnavailableSoundsNotice({ collection }: { collection: Collection }) {
  const queryClient = useQueryClient();
  const refresh = useCollectionRefresh();
  const remove = useMutation({
    mutationFn: () => removeUnavailableFromCollection(collection.id),
    onSuccess: (changed) => {
      queryClient.setQueryData(collectionKeys.one(changed.id), changed);
      void refresh(changed.id);
      toaster.create({ type: 'success', title: 'Sons indisponíveis removidos da coleção' });
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível remover os sons indisponíveis.') }),
  });

  const count = collection.unavailableCount;
  if (!collection.mine || count === 0) return null;
  return (
    <Alert.Root status="warning" rounded="xl" data-unavailable-sounds="">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {count === 1 ? '1 som desta coleção está indisponível' : `${count} sons desta coleção estão indisponíveis`}
        </Alert.Title>
        <Alert.Description>{explanation(count)}</Alert.Description>
        {/* Under the text, so a phone's narrow width keeps the text readable. */}
        <Button
          size="sm"
          variant="outline"
          rounded="full"
          alignSelf="flex-start"
          mt="2"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Remover indisponíveis
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
