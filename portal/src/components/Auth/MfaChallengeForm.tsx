import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ApiError } from '../../api/apiError';
import { verifyMfa } from '../../api/auth';
import type { Session } from '../../api/types';
import type { MfaCodeValues } from '../../schemas/mfaCodeSchema';
import { loginErrorMessage, showLoginFailure } from './loginErrors';
import { MfaCodeField } from './MfaCodeField';
import { useMfaCodeForm } from './useMfaCodeForm';

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
  const { form, codeField, refuseCode } = useMfaCodeForm();

  const submit = async ({ code }: MfaCodeValues) => {
    try {
      const session = await verifyMfa(challenge.mfa_token, factorId, code);
      onSession(session);
    } catch (error) {
      const message = loginErrorMessage(error);
      if (error instanceof ApiError && error.code === 'MFA_INVALID_CODE') {
        refuseCode(message);
        return;
      }
      showLoginFailure(message);
      if (error instanceof ApiError && error.code === 'MFA_TOKEN_EXPIRED') onRestart(message);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Verificação em duas etapas">
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
        <MfaCodeField label="Código de verificação" {...codeField} fontSize="lg" />
        <Button type="submit" colorPalette="brand" size="lg" rounded="full" loading={form.formState.isSubmitting}>
          Verificar
        </Button>
        <Button type="button" variant="ghost" rounded="full" onClick={() => onRestart()}>
          Voltar para o login
        </Button>
      </Stack>
    </form>
  );
}
