import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { ApiError } from '../api/apiError';
import { sendRecoveryLink } from '../api/auth';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { FormField } from '../components/Form/FormField';
import { toaster } from '../components/ui/toaster';
import { usePageTitle } from '../hooks/usePageTitle';
import { recoverySchema, type RecoveryValues } from '../schemas/recoverySchema';
import { paths } from './paths';

export function ForgotPasswordSendEmailPage() {
  usePageTitle('Recuperar senha');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' } });

  const submit = async ({ email }: RecoveryValues) => {
    try {
      await sendRecoveryLink(email);
      setSentTo(email);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: error instanceof ApiError && error.status < 500 ? error.message : 'Tente novamente.',
      });
    }
  };

  return (
    <PageShell width="narrow">
      <PageHeader
        title={sentTo ? 'Verifique seu e-mail' : 'Esqueceu sua senha?'}
        subtitle={
          sentTo ? undefined : 'Informe o e-mail da sua conta e enviaremos um link para definir uma nova senha.'
        }
        backTo={paths.login}
        backLabel="Voltar para o login"
      />
      <Panel>
        {sentTo ? (
          <Stack gap="4" role="status">
            <Alert.Root status="success" rounded="xl">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Verifique seu e-mail</Alert.Title>
                <Alert.Description>
                  Se houver uma conta com {sentTo}, você receberá um link para definir uma nova senha.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Text color="fg.muted" fontSize="sm">
              Não chegou? Confira a caixa de spam ou{' '}
              <Link as="button" color="brand.fg" onClick={() => setSentTo(null)}>
                tente outro e-mail
              </Link>
              .
            </Text>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit(submit)} noValidate aria-label="Recuperar senha">
            <Stack gap="5">
              <FormField label="E-mail" error={errors.email?.message} required>
                <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
              </FormField>
              <Button type="submit" colorPalette="brand" size="lg" rounded="full" loading={isSubmitting}>
                Enviar link
              </Button>
            </Stack>
          </form>
        )}
      </Panel>
      <Text mt="6" textAlign="center" color="fg.muted">
        Lembrou a senha?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.login}>Entrar</RouterLink>
        </Link>
      </Text>
    </PageShell>
  );
}
