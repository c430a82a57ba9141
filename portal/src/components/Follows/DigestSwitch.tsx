import { Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchDigest, followKeys, setDigest } from '../../api/follows';
import { toaster } from '../ui/toaster';

/** The daily e-mail digest of what the producers one follows published: off until asked for. */
export function DigestSwitch() {
  const queryClient = useQueryClient();
  const digest = useQuery({ queryKey: followKeys.digest, queryFn: fetchDigest });
  const change = useMutation({
    mutationFn: setDigest,
    onSuccess: (state) => {
      queryClient.setQueryData(followKeys.digest, state);
      toaster.create({
        type: 'success',
        title: state.subscribed ? 'Resumo diário ligado' : 'Resumo diário desligado',
      });
    },
    onError: () => toaster.create({ type: 'error', title: 'Não foi possível mudar o resumo por e-mail.' }),
  });
  return (
    <Switch.Root
      colorPalette="brand"
      checked={digest.data?.subscribed ?? false}
      // Not disabled while saving: a disabled switch drops the keyboard focus to the page.
      disabled={!digest.isSuccess}
      aria-busy={change.isPending || undefined}
      onCheckedChange={({ checked }) => {
        if (!change.isPending) change.mutate(checked);
      }}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        <Text as="span">Receber por e-mail um resumo diário das novidades</Text>
      </Switch.Label>
    </Switch.Root>
  );
}
