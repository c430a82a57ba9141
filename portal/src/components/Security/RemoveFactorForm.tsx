import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';

import { ApiError, errorMessage } from '../../api/apiError';
import { deleteFactor } from '../../api/auth';
import type { Factor } from '../../api/types';
import { mfaCodeSchema, type MfaCodeValues } from '../../schemas/mfaCodeSchema';
import { FormField } from '../Form/FormField';
import { toaster } from '../ui/toaster';

interface RemoveFactorFormProps {
  /** For the opening button's aria-controls. */
  id: string;
  factor: Factor;
  onRemoved: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks a current code before an active authenticator goes: a stolen session alone must not be
 * able to switch off the second step. Escape or 'Cancelar' closes it.
 */
export function RemoveFactorForm({ id, factor, onRemoved, onCancel }: RemoveFactorFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: '' } });

  // Opened by 'Remover': the code is the only thing to do here, focused as it mounts (before any
  // key). Not the autoFocus attribute: a browser honours it only while the page loads.
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = async ({ code }: MfaCodeValues) => {
    try {
      await deleteFactor(factor.id, code);
    } catch (error) {
      // A wrong code, a missing one, or too many tries: the server's words belong on the field.
      if (error instanceof ApiError && (error.code?.startsWith('MFA_') || error.code === 'RATE_LIMITED')) {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível remover o autenticador.') });
      return;
    }
    await onRemoved();
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form
      id={id}
      onSubmit={handleSubmit(submit)}
      onKeyDown={cancelOnEscape}
      noValidate
      aria-label={`Confirmar a remoção do autenticador ${factor.friendly_name}`}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Para desativar a verificação em duas etapas, digite o código que o aplicativo mostra agora para “
          {factor.friendly_name}”.
        </Text>
        <FormField label="Código do autenticador" error={errors.code?.message} required>
          <Input
            {...register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="000000"
            letterSpacing="0.4em"
            maxW={{ sm: '48' }}
          />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="red" rounded="full" size="sm" loading={isSubmitting}>
            Confirmar remoção
          </Button>
          <Button type="button" variant="ghost" rounded="full" size="sm" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
