import { Alert, Button, Heading, HStack, Link, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { ApiError, errorMessage } from '../../api/apiError';
import type { Plan } from '../../api/types';
import { paths } from '../../routes/paths';
import { Panel } from '../Common/Panel';
import type { Checkout } from './useCheckout';

interface CheckoutLauncherProps {
  plan: Plan;
  checkout: Checkout;
  /** Back to the plan list. */
  onBack: () => void;
}

/** Spec 1 §4: takes the place of the plan list while the browser goes to the hosted checkout. */
export function CheckoutLauncher({ plan, checkout, onBack }: CheckoutLauncherProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list the person clicked in is gone: keyboard and screen-reader users continue from here.
  useEffect(() => headingRef.current?.focus(), []);

  const failure = checkout.isError ? checkout.error : null;
  const alreadySubscribed = failure instanceof ApiError && failure.code === 'ALREADY_SUBSCRIBED';

  return (
    <Panel aria-labelledby="checkout-titulo" maxW="2xl" w="full" mx="auto">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h3" id="checkout-titulo" ref={headingRef} tabIndex={-1} size="lg" outline="none">
            Plano {plan.title}
          </Heading>
          <Text color="fg.muted">{plan.priceLabel} · cobrança mensal, cancele quando quiser.</Text>
        </Stack>

        {failure ? (
          <Alert.Root status="error" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {errorMessage(failure, 'Não foi possível abrir a página de pagamento. Tente novamente.')}
              </Alert.Title>
              {alreadySubscribed && (
                <Alert.Description>
                  Veja os detalhes em{' '}
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={paths.profilePlan}>Meu plano</RouterLink>
                  </Link>
                  .
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="3">
            <HStack gap="3" role="status" aria-live="polite">
              <Spinner size="sm" color="brand.fg" aria-hidden="true" />
              <Text fontWeight="medium">Redirecionando para o pagamento seguro...</Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              Os dados do cartão são preenchidos na página do nosso parceiro de pagamentos; a Sampleteca não vê o número
              do seu cartão.
            </Text>
            {checkout.data && (
              <Text fontSize="sm">
                A página não abriu?{' '}
                <Link href={checkout.data.url} color="brand.fg" fontWeight="semibold">
                  Ir para o pagamento
                </Link>
              </Text>
            )}
          </Stack>
        )}

        <Wrap gap="3">
          <Button variant="outline" rounded="full" onClick={onBack} disabled={checkout.isPending}>
            Escolher outro plano
          </Button>
          {failure && !alreadySubscribed && (
            <Button colorPalette="brand" rounded="full" onClick={() => checkout.mutate(plan.id)}>
              Tentar novamente
            </Button>
          )}
        </Wrap>
      </Stack>
    </Panel>
  );
}
