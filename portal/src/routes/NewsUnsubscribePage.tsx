import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { errorMessage } from '../api/apiError';
import { unsubscribeDigest } from '../api/follows';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/**
 * /news/unsubscribe?user=…&token=…, the digest e-mail's link: one button stops it, no sign-in
 * (the link's token proves whose it is). A button, not the visit itself: mail scanners open links.
 */
export function NewsUnsubscribePage() {
  usePageTitle('Cancelar o resumo por e-mail');
  const [params] = useSearchParams();
  const stop = useMutation({
    mutationFn: () => unsubscribeDigest(params.get('user') ?? '', params.get('token') ?? ''),
  });
  return (
    <PageShell width="narrow">
      <Panel textAlign="center">
        <Stack gap="4" align="center">
          <Text as="h1" fontSize="xl" fontWeight="bold">
            {stop.isSuccess ? 'Resumo cancelado' : 'Cancelar o resumo por e-mail'}
          </Text>
          {stop.isSuccess ? (
            <Text color="fg.muted">
              Você não vai mais receber o resumo diário. Dá para ligá-lo de novo em Seguindo.
            </Text>
          ) : (
            <>
              <Text color="fg.muted">
                Você deixa de receber o e-mail diário com os sons novos de quem segue. O sino no site continua.
              </Text>
              <Button colorPalette="brand" rounded="full" loading={stop.isPending} onClick={() => stop.mutate()}>
                Cancelar o resumo
              </Button>
            </>
          )}
          {stop.isError && (
            <Text color="fg.error" role="alert">
              {errorMessage(stop.error, 'Não foi possível cancelar agora. Tente novamente em instantes.')}
            </Text>
          )}
          <Button asChild variant="ghost" rounded="full">
            <RouterLink to={paths.home}>Ir para o Sampleteca</RouterLink>
          </Button>
        </Stack>
      </Panel>
    </PageShell>
  );
}
