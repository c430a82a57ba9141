import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ApiError, applyFieldErrors } from '../../api/apiError';
import { login } from '../../api/auth';
import type { LoginAnswer, Session } from '../../api/types';
import { emailNotConfirmedPath, paths } from '../../routes/paths';
import { loginSchema, type LoginValues } from '../../schemas/loginSchema';
import { FormField } from '../Form/FormField';
import { PasswordInput } from '../Form/PasswordInput';
import { loginErrorMessage, showLoginFailure } from './loginErrors';

export type MfaRequired = Exclude<LoginAnswer, Session>;

const isMfaRequired = (answer: LoginAnswer): answer is MfaRequired =>
  'mfa_required' in answer && answer.mfa_required === true;

interface LoginFormProps {
  defaultEmail?: string;
  onSession: (session: Session) => void;
  onMfaRequired: (challenge: MfaRequired) => void;
}

export function LoginForm({ defaultEmail = '', onSession, onMfaRequired }: LoginFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' } });

  const submit = async (values: LoginValues) => {
    setFailure(null);
    try {
      const answer = await login(values);
      if (isMfaRequired(answer)) onMfaRequired(answer);
      else onSession(answer);
    } catch (error) {
      const message = loginErrorMessage(error);
      setFailure(message);
      showLoginFailure(message);
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') {
        navigate(emailNotConfirmedPath(values.email));
        return;
      }
      applyFieldErrors(error, setError, ['email', 'password']);
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Entrar com e-mail e senha">
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" rounded="xl" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="E-mail" error={errors.email?.message} required>
          <Input {...register('email')} type="email" autoComplete="username" inputMode="email" />
        </FormField>
        <FormField label="Senha" error={errors.password?.message} required>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
        <Text textAlign="end" fontSize="sm" mt="-2">
          <Link asChild color="brand.fg">
            <RouterLink to={paths.forgotPasswordSendEmail}>Esqueci minha senha</RouterLink>
          </Link>
        </Text>
        <Button type="submit" colorPalette="brand" size="lg" rounded="full" loading={isSubmitting}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
