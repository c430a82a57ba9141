import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { errorMessage } from '../../api/apiError';
import { deleteFactor } from '../../api/auth';
import type { Factor } from '../../api/types';
import { toaster } from '../ui/toaster';
import { RemoveFactorForm } from './RemoveFactorForm';

/** One authenticator: its name and state, and 'Remover' (an active one asks for a code first). */
export function FactorRow({ factor, onRemoved }: { factor: Factor; onRemoved: () => Promise<void> }) {
  const active = factor.status === 'verified';
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const removed = async () => {
    toaster.create({ type: 'success', title: `Autenticador "${factor.friendly_name}" removido.` });
    await onRemoved();
  };

  // An enrolment never finished leaves an unverified factor, which goes without a code.
  const removeUnverified = async () => {
    setRemoving(true);
    try {
      await deleteFactor(factor.id);
      await removed();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível remover o autenticador.') });
    } finally {
      setRemoving(false);
    }
  };

  const closeForm = () => {
    // Keyboard users carry on from the button that opened the form, once the form is gone.
    flushSync(() => setConfirming(false));
    removeButton.current?.focus();
  };

  return (
    <Stack as="li" gap="4" borderWidth="1px" borderColor="border.muted" rounded="lg" px="4" py="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="3">
          <Text fontWeight="medium">{factor.friendly_name}</Text>
          <Badge colorPalette={active ? 'green' : 'orange'} variant="surface">
            {active ? 'Ativo' : 'Não verificado'}
          </Badge>
        </HStack>
        <Button
          ref={removeButton}
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={removing}
          onClick={() => (active ? (confirming ? closeForm() : setConfirming(true)) : void removeUnverified())}
          aria-label={`Remover o autenticador ${factor.friendly_name}`}
          aria-expanded={active ? confirming : undefined}
          aria-controls={active && confirming ? formId : undefined}
        >
          Remover
        </Button>
      </HStack>
      {confirming && <RemoveFactorForm id={formId} factor={factor} onRemoved={removed} onCancel={closeForm} />}
    </Stack>
  );
}
