import { Button, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ApiError } from '../../api/apiError';
import { verifyMfa } from '../../api/auth';
import type { Session } from '../../api/types';
import { mfaCodeSchema, type MfaCodeValues } from '../../schemas/mfaCodeSchema';
import { FormField } from '../Form/FormField';
import { toaster } from '../ui/toaster';
import { loginErrorMessage } from './loginErrors';

/** What the step needs: the password's answer, or what a link or a provider put in the address. */
export interface MfaStep {
  mfa_token: string;
  factors: { id: string; friendly_name: string }[];
}

interface MfaChallengeFormProps {
  challenge: MfaStep;
  onSession: (session: Session) => void;
  /** The MFA token expired (`expired`: the server's message) or the person gave up: back to the login form. */
  onRestart: (expired?: string) => void;
}

/** Second step of a sign-in when the account has a verified authenticator. */
export function MfaChallengeForm({ challenge, onSession, onRestart }: MfaChallengeFormProps) {
  const [factorId, setFactorId] = useState(challenge.factors[0]?.id ?? '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: '' } });

  const submit = async ({ code }: MfaCodeValues) => {
    try {
      const session = await verifyMfa(challenge.mfa_token, factorId, code);
      onSession(session);
    } catch (error) {
      const message = loginErrorMessage(error);
      if (error instanceof ApiError && error.code === 'MFA_INVALID_CODE') {
        setError('code', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      toaster.create({ type: 'error', title: `Problema ao tentar fazer login: ${message}` });
      if (error instanceof ApiError && error.code === 'MFA_TOKEN_EXPIRED') onRestart(message);
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Verificação em duas etapas">
      <Stack gap="5">
        <Text color="fg.muted">
          Sua conta tem verificação em duas etapas. Digite o código de 6 dígitos do seu aplicativo autenticador.
        </Text>
        {challenge.factors.length > 1 && (
          <RadioGroup.Root
            value={factorId}
            onValueChange={({ value }) => setFactorId(value ?? '')}
            aria-label="Autenticador"
          >
            <Stack gap="2">
              {challenge.factors.map((factor) => (
                <RadioGroup.Item key={factor.id} value={factor.id}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{factor.friendly_name}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        <FormField label="Código de verificação" error={errors.code?.message} required>
          <Input
            {...register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="000000"
            letterSpacing="0.4em"
            fontSize="lg"
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" rounded="full" loading={isSubmitting}>
          Verificar
        </Button>
        <Button type="button" variant="ghost" rounded="full" onClick={() => onRestart()}>
          Voltar para o login
        </Button>
      </Stack>
    </form>
  );
}
