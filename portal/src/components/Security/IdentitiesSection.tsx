import { Button, Heading, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '../../api/apiError';
import { authKeys, fetchIdentities, linkIdentity, unlinkIdentity } from '../../api/auth';
import type { Identity, OAuthProvider } from '../../api/types';
import { useAuth } from '../../hooks/useAuth';
import { oauthProviders, providerLabel } from '../Auth/oauthProviders';
import { ProviderIcon } from '../Icons/ProviderIcon';
import { toaster } from '../ui/toaster';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' });

const isOAuthProvider = (provider: string): provider is OAuthProvider =>
  oauthProviders.some((entry) => entry.id === provider);

/** Ways to sign in to this account: link an outside provider, or unlink one (never the last). */
export function IdentitiesSection() {
  const { reloadUser } = useAuth();
  const queryClient = useQueryClient();
  const identities = useQuery({
    queryKey: authKeys.identities(),
    queryFn: fetchIdentities,
  });

  const link = useMutation({
    mutationFn: linkIdentity,
    // The provider's page asks for consent, then brings the person back here.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível vincular a conta.') }),
  });

  const unlink = useMutation({
    mutationFn: (identity: Identity) => unlinkIdentity(identity.id),
    onSuccess: async (_result, identity) => {
      toaster.create({ type: 'success', title: `${providerLabel(identity.provider)} desvinculado da sua conta.` });
      await Promise.all([queryClient.invalidateQueries({ queryKey: authKeys.identities() }), reloadUser()]);
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível desvincular a conta.') }),
  });

  const linked = new Set(identities.data?.map((identity) => identity.provider));
  const available = oauthProviders.filter((provider) => !linked.has(provider.id));

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h3" size="md">
          Contas vinculadas
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Entre na Sampleteca com qualquer uma destas contas.
        </Text>
      </Stack>

      {identities.isPending && <Spinner size="sm" />}
      {identities.isError && (
        <Text color="fg.error">
          {errorMessage(identities.error, 'Não foi possível carregar as contas vinculadas.')}
        </Text>
      )}

      {identities.data && (
        <Stack as="ul" listStyleType="none" gap="2">
          {identities.data.map((identity) => (
            <HStack
              as="li"
              key={identity.id}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="lg"
              px="4"
              py="3"
              wrap="wrap"
            >
              <HStack gap="3" minW="0">
                {isOAuthProvider(identity.provider) && <ProviderIcon provider={identity.provider} boxSize="5" />}
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{providerLabel(identity.provider)}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {identity.email ?? 'sem e-mail'} · desde {dateFormat.format(new Date(identity.created_at))}
                  </Text>
                </Stack>
              </HStack>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={unlink.isPending && unlink.variables?.id === identity.id}
                onClick={() => unlink.mutate(identity)}
                aria-label={`Desvincular ${providerLabel(identity.provider)}`}
              >
                Desvincular
              </Button>
            </HStack>
          ))}
        </Stack>
      )}

      {available.length > 0 && (
        <Wrap gap="3">
          {available.map((provider) => (
            <Button
              key={provider.id}
              variant="outline"
              rounded="full"
              size="sm"
              loading={link.isPending && link.variables === provider.id}
              onClick={() => link.mutate(provider.id)}
            >
              <ProviderIcon provider={provider.id} boxSize="4" />
              Vincular {provider.label}
            </Button>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
