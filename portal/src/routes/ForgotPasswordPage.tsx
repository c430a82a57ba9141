import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { ApiError, applyFieldErrors } from '../api/apiError';
import { changePassword } from '../api/auth';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { BackAndSubmit } from '../components/Form/BackAndSubmit';
import { FormField } from '../components/Form/FormField';
import { PasswordInput } from '../components/Form/PasswordInput';
import { toaster } from '../components/ui/toaster';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/resetPasswordSchema';
import { paths } from './paths';

/** /forgotPassword and /forgotPassword/*: the recovery link's session sets a new password. */
export function ForgotPasswordPage() {
  usePageTitle('Definir nova senha');
  const auth = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const submit = async ({ password }: ResetPasswordValues) => {
    try {
      await changePassword(password);
    } catch (error) {
      if (error instanceof ApiError) {
        applyFieldErrors(error, setError, ['password']);
        toaster.create({ type: 'error', title: 'Erro ao redefinir a senha. Tente novamente.' });
      } else {
        toaster.create({ type: 'error', title: 'Erro inesperado ao redefinir a senha.' });
      }
      return;
    }
    toaster.create({ type: 'success', title: 'Senha redefinida com sucesso!' });
    // The recovery session has done its job: sign in again with the new password.
    await auth.signOut({ redirectTo: paths.login });
  };

  return (
    <PageShell width="narrow">
      <PageHeader title="Definir nova senha" subtitle="Defina uma nova senha para sua conta." />
      <Panel>
        {auth.status === 'authenticated' ? (
          <form onSubmit={handleSubmit(submit)} noValidate aria-label="Definir nova senha">
            <Stack gap="5">
              <FormField label="Nova senha" error={errors.password?.message} required>
                <PasswordInput {...register('password')} autoComplete="new-password" />
              </FormField>
              <FormField label="Confirme a nova senha" error={errors.confirmPassword?.message} required>
                <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
              </FormField>
            </Stack>
            <BackAndSubmit
              back={paths.forgotPasswordSendEmail}
              backLabel="Voltar"
              submitLabel="Redefinir senha"
              submitting={isSubmitting}
            />
          </form>
        ) : (
          <Stack gap="5">
            <Alert.Root status="info" rounded="xl">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Abra o link enviado para o seu e-mail</Alert.Title>
                <Alert.Description>
                  Para definir uma nova senha, use o link de recuperação que enviamos. Se ele expirou, peça outro.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button asChild colorPalette="brand" rounded="full" size="lg">
              <RouterLink to={paths.forgotPasswordSendEmail}>Pedir um novo link</RouterLink>
            </Button>
          </Stack>
        )}
      </Panel>
    </PageShell>
  );
}
