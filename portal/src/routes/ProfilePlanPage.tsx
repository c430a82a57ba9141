import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { CurrentPlanPanel } from '../components/Plans/CurrentPlanPanel';
import { PlanChooser } from '../components/Plans/PlanChooser';
import { billingErrorMessage, useMySubscription } from '../components/Plans/subscription';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** /profile/plan, 'Meu plano': the current plan and subscription; a Free user can subscribe here. */
export function ProfilePlanPage() {
  usePageTitle('Meu plano');
  const mine = useMySubscription();

  return (
    <PageShell width="wide">
      <PageHeader
        title="Meu plano"
        subtitle="Seu plano, a situação da assinatura e o pagamento."
        backTo={paths.profileMe}
        backLabel="Meu perfil"
      />
      {mine.isPending && (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.fg" aria-hidden="true" />
          <Text>Carregando seu plano...</Text>
        </HStack>
      )}
      {mine.isError && (
        <Alert.Root status="error" rounded="xl" alignItems={{ sm: 'center' }} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Não foi possível carregar seu plano.</Alert.Title>
            <Alert.Description>
              {billingErrorMessage(mine.error, 'O serviço de pagamentos não respondeu. Tente novamente em instantes.')}
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            rounded="full"
            flexShrink={0}
            loading={mine.isFetching}
            onClick={() => void mine.refetch()}
          >
            Tentar novamente
          </Button>
        </Alert.Root>
      )}
      {mine.data && (
        <Stack gap={{ base: '8', md: '12' }}>
          <CurrentPlanPanel current={mine.data} />
          {!mine.data.active && (
            <Stack as="section" aria-labelledby="assinar-titulo" gap="6">
              <Stack gap="1">
                <Heading as="h2" id="assinar-titulo" size="xl">
                  Assine um plano
                </Heading>
                <Text color="fg.muted">Cobrança mensal, no cartão. Cancele quando quiser.</Text>
              </Stack>
              <PlanChooser />
            </Stack>
          )}
        </Stack>
      )}
    </PageShell>
  );
}
