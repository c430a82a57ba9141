import { Button, Stack } from '@chakra-ui/react';

import { ProviderIcon } from '../Icons/ProviderIcon';
import { authorizeUrl, oauthProviders } from './oauthProviders';

/** Full-page links: the provider's login leaves the portal and comes back with a session (then `next`). */
export function OAuthButtons({ next }: { next?: string | null }) {
  return (
    <Stack gap="3">
      {oauthProviders.map((provider) => (
        <Button key={provider.id} asChild variant="outline" size="lg" rounded="full" justifyContent="center">
          <a href={authorizeUrl(provider.id, next)}>
            <ProviderIcon provider={provider.id} boxSize="5" />
            Continuar com {provider.label}
          </a>
        </Button>
      ))}
    </Stack>
  );
}
