import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { FormField } from '../components/Form/FormField';
import { useResendConfirmation } from '../components/Register/useResendConfirmation';
import { usePageTitle } from '../hooks/usePageTitle';
import { resendConfirmationSchema, type ResendConfirmationValues } from '../schemas/resendConfirmationSchema';
import { paths } from './paths';

const INVALID_OR_EXPIRED = 'invalidorexpired';

/** /emailNotConfirmed/{email}, or /emailNotConfirmed/invalidorexpired after a bad link. */
export function EmailNotConfirmedPage() {
  const { email: emailParam = '' } = useParams();
  const invalidLink = emailParam === INVALID_OR_EXPIRED;
  const title = invalidLink ? 'Link inválido ou expirado' : 'Confirme sua conta';
  usePageTitle(title);

  const resend = useResendConfirmation();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resendConfirmationSchema), defaultValues: { email: '' } });

  return (
    <PageShell width="narrow">
      <PageHeader title={title} backTo={paths.login} backLabel="Voltar para o login" />
      <Panel>
        {invalidLink ? (
          <form
            onSubmit={handleSubmit(({ email }: ResendConfirmationValues) => resend.mutate(email))}
            noValidate
            aria-label="Reenviar e-mail de confirmação"
          >
            <Stack gap="5">
              <Text color="fg.muted">
                O link que você abriu não vale mais. Informe seu e-mail para receber um novo link de confirmação.
              </Text>
              <FormField label="E-mail" error={errors.email?.message} required>
                <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
              </FormField>
              <Button type="submit" colorPalette="brand" size="lg" rounded="full" loading={resend.isPending}>
                Reenviar e-mail
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack gap="5">
            <Text color="fg.muted">
              Enviamos um link de confirmação para{' '}
              <Text as="strong" color="fg" overflowWrap="anywhere">
                {emailParam}
              </Text>
              . Abra o e-mail e clique no link para ativar sua conta; depois, é só entrar.
            </Text>
            <Button
              colorPalette="brand"
              size="lg"
              rounded="full"
              loading={resend.isPending}
              onClick={() => resend.mutate(emailParam)}
            >
              Reenviar e-mail
            </Button>
          </Stack>
        )}
      </Panel>
    </PageShell>
  );
}
