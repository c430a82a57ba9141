import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, type KeyboardEvent } from 'react';

import { ApiError, errorMessage } from '../../api/apiError';
import { deleteFactor } from '../../api/auth';
import type { Factor } from '../../api/types';
import type { MfaCodeValues } from '../../schemas/mfaCodeSchema';
import { MfaCodeField } from '../Auth/MfaCodeField';
import { useMfaCodeForm } from '../Auth/useMfaCodeForm';
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
  const { form, codeField, refuseCode } = useMfaCodeForm();
  const { setFocus, formState } = form;

  // Opened by 'Remover': the code is the only thing to do here, focused as it mounts (before any
  // key). Not the autoFocus attribute: a browser honours it only while the page loads.
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = async ({ code }: MfaCodeValues) => {
    try {
      await deleteFactor(factor.id, code);
    } catch (error) {
      // A wrong code, a missing one, or too many tries: the server's words belong on the field.
      if (error instanceof ApiError && (error.code?.startsWith('MFA_') || error.code === 'RATE_LIMITED')) {
        refuseCode(error.message);
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
      onSubmit={form.handleSubmit(submit)}
      onKeyDown={cancelOnEscape}
      noValidate
      aria-label={`Confirmar a remoção do autenticador ${factor.friendly_name}`}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Para desativar a verificação em duas etapas, digite o código que o aplicativo mostra agora para “
          {factor.friendly_name}”.
        </Text>
        <MfaCodeField label="Código do autenticador" {...codeField} maxW={{ sm: '48' }} />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="red" rounded="full" size="sm" loading={formState.isSubmitting}>
            Confirmar remoção
          </Button>
          <Button
            type="button"
            variant="ghost"
            rounded="full"
            size="sm"
            onClick={onCancel}
            disabled={formState.isSubmitting}
          >
            Cancelar
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
