import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { ApiError, errorMessage } from '../../api/apiError';
import { authKeys, fetchSignupStatus, openSignupSession } from '../../api/auth';
import { loginPath, registerStepPath } from '../../routes/paths';
import { useAuth } from '../../hooks/useAuth';
import { Panel } from '../Common/Panel';
import { FormActions } from '../Form/FormActions';
import { toaster } from '../ui/toaster';
import { clearRegisterDraft, readRegisterDraft } from './registerDraft';
import { useResendConfirmation } from './useResendConfirmation';

// Spec 1 §4: step 3 asks every second whether the e-mail was confirmed.
const POLL_INTERVAL_MS = 1000;

export function EmailValidationStep() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [draft] = useState(readRegisterDraft);
  const [continuing, setContinuing] = useState(false);
  const token = draft?.registration_token ?? '';

  const status = useQuery({
    queryKey: authKeys.signupStatus(token),
    queryFn: () => fetchSignupStatus(token),
    enabled: token !== '',
    refetchInterval: (query) =>
      query.state.data?.confirmed || query.state.error instanceof ApiError ? false : POLL_INTERVAL_MS,
    // The person reads the mail in another tab: keep asking meanwhile.
    refetchIntervalInBackground: true,
    retry: (count, error) => !(error instanceof ApiError) && count < 3,
  });

  const resend = useResendConfirmation();

  if (!draft) return <Navigate to={registerStepPath(1)} replace />;
  if (!draft.registration_token) return <Navigate to={registerStepPath(2)} replace />;

  const restart = () => {
    clearRegisterDraft();
    navigate(registerStepPath(1), { replace: true });
  };

  // Step 4 (plan choice) calls the API as the new account. This browser holds the registration
  // token, which the confirmed account trades once for a session; should that fail (spent in
  // another tab, or the account asks for its authenticator), signing in leads back to step 4.
  const signInAgain = () => navigate(loginPath(registerStepPath(4)), { state: { email: draft.email } });
  const next = async () => {
    try {
      const answer = await openSignupSession(token);
      if (!('access_token' in answer)) return signInAgain();
      signIn(answer, 'SIGNED_IN');
      navigate(registerStepPath(4), { replace: true });
    } catch (error) {
      toaster.create({ type: 'info', title: errorMessage(error, 'Entre com seu e-mail e senha para continuar.') });
      signInAgain();
    }
  };

  const confirmed = status.data?.confirmed === true;
  const refused = status.error instanceof ApiError ? status.error : null;

  return (
    <Panel>
      <Heading as="h2" size="xl" mb="4">
        Verifique o link enviado no seu email
      </Heading>
      <Stack gap="5">
        {confirmed ? (
          <Alert.Root status="success" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Email confirmado com sucesso!</Alert.Title>
              <Alert.Description>Agora, você pode continuar o cadastro normalmente.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : refused ? (
          <Alert.Root status="error" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{errorMessage(refused, 'Não foi possível verificar o cadastro.')}</Alert.Title>
              <Alert.Description>Comece o cadastro novamente para receber um novo link.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            <Text color="fg.muted">
              Enviamos um link de confirmação para{' '}
              <Text as="strong" color="fg">
                {draft.email}
              </Text>
              . Abra o e-mail e clique no link para validar seu perfil; esta página continua sozinha assim que a
              confirmação chegar.
            </Text>
            <HStack gap="3" role="status" aria-live="polite" color="fg.muted">
              <Spinner size="sm" color="brand.fg" aria-hidden="true" />
              <Text>Aguardando a confirmação do e-mail...</Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Não recebeu? Confira a caixa de spam ou peça um novo envio.
            </Text>
          </>
        )}
      </Stack>
      <FormActions>
        {confirmed ? (
          <Text fontSize="sm" color="fg.muted" maxW="sm">
            Agora escolha seu plano.
          </Text>
        ) : refused ? (
          <span />
        ) : (
          <Button
            variant="outline"
            rounded="full"
            size="lg"
            loading={resend.isPending}
            onClick={() => resend.mutate(draft.email)}
          >
            Reenviar e-mail
          </Button>
        )}
        {refused ? (
          <Button colorPalette="brand" rounded="full" size="lg" onClick={restart}>
            Recomeçar cadastro
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            rounded="full"
            size="lg"
            disabled={!confirmed}
            loading={continuing}
            onClick={() => {
              setContinuing(true);
              void next().finally(() => setContinuing(false));
            }}
          >
            Próximo
          </Button>
        )}
      </FormActions>
    </Panel>
  );
}
