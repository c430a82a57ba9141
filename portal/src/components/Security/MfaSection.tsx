import { Box, Button, Code, Flex, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ApiError, errorMessage } from '../../api/apiError';
import { deleteFactor, enrolAuthenticator, verifyAuthenticator } from '../../api/auth';
import type { Factor } from '../../api/types';
import { useAuth } from '../../hooks/useAuth';
import type { MfaCodeValues } from '../../schemas/mfaCodeSchema';
import { mfaEnrolSchema, type MfaEnrolValues } from '../../schemas/mfaEnrolSchema';
import { MfaCodeField } from '../Auth/MfaCodeField';
import { useMfaCodeForm } from '../Auth/useMfaCodeForm';
import { FormField } from '../Form/FormField';
import { toaster } from '../ui/toaster';
import { FactorRow } from './FactorRow';

interface Enrolment {
  id: string;
  friendlyName: string;
  qrCode: string;
  secret: string;
}

/** TOTP authenticators: add one (QR code, then a code to prove it works), list and remove. */
export function MfaSection({ factors }: { factors: Factor[] }) {
  const { reloadUser } = useAuth();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  const finished = async () => {
    setEnrolment(null);
    await reloadUser();
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h3" size="md">
          Verificação em duas etapas
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Além da senha, o login pede um código do seu aplicativo autenticador (Google Authenticator, Authy,
          1Password…).
        </Text>
      </Stack>

      {factors.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {factors.map((factor) => (
            <FactorRow key={factor.id} factor={factor} onRemoved={reloadUser} />
          ))}
        </Stack>
      )}

      {enrolment ? (
        <VerifyEnrolment enrolment={enrolment} onDone={finished} />
      ) : (
        <StartEnrolment onStarted={setEnrolment} />
      )}
    </Stack>
  );
}

function StartEnrolment({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(mfaEnrolSchema), defaultValues: { friendlyName: '' } });

  const submit = async ({ friendlyName }: MfaEnrolValues) => {
    try {
      const factor = await enrolAuthenticator(friendlyName);
      onStarted({ id: factor.id, friendlyName, qrCode: factor.totp.qr_code, secret: factor.totp.secret });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível adicionar o autenticador.') });
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Adicionar autenticador">
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <Box flex="1">
          <FormField label="Nome do autenticador" error={errors.friendlyName?.message}>
            <Input {...register('friendlyName')} placeholder="Ex.: Celular" autoComplete="off" />
          </FormField>
        </Box>
        <Button
          type="submit"
          variant="outline"
          rounded="full"
          loading={isSubmitting}
          mb={errors.friendlyName ? '7' : '0'}
        >
          Adicionar autenticador
        </Button>
      </Flex>
    </form>
  );
}

function VerifyEnrolment({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => Promise<void> }) {
  const { form, codeField, refuseCode } = useMfaCodeForm();
  const [cancelling, setCancelling] = useState(false);

  const submit = async ({ code }: MfaCodeValues) => {
    try {
      await verifyAuthenticator(enrolment.id, code);
      toaster.create({ type: 'success', title: 'Verificação em duas etapas ativada.' });
      await onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MFA_INVALID_CODE') {
        refuseCode(error.message);
        return;
      }
      toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível verificar o código.') });
    }
  };

  // An abandoned enrolment leaves an unverified factor behind: remove it.
  const cancel = async () => {
    setCancelling(true);
    // A failure leaves it listed as 'Não verificado', where 'Remover' can try again.
    await deleteFactor(enrolment.id).catch(() => undefined);
    setCancelling(false);
    await onDone();
  };

  return (
    <Box borderWidth="1px" borderColor="brand.border" rounded="xl" p={{ base: '4', md: '6' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box bg="white" p="3" rounded="lg" alignSelf={{ base: 'center', md: 'flex-start' }} flexShrink={0}>
          <Image
            src={enrolment.qrCode}
            alt={`QR code para adicionar "${enrolment.friendlyName}" ao aplicativo autenticador`}
            boxSize="44"
          />
        </Box>
        <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Confirmar autenticador" style={{ flex: 1 }}>
          <Stack gap="4">
            <Text>
              Escaneie o QR code com o aplicativo autenticador. Sem câmera? Digite esta chave:{' '}
              <Code overflowWrap="anywhere">{enrolment.secret}</Code>
            </Text>
            <MfaCodeField label="Código de 6 dígitos" {...codeField} />
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" rounded="full" loading={form.formState.isSubmitting}>
                Verificar e ativar
              </Button>
              <Button type="button" variant="ghost" rounded="full" loading={cancelling} onClick={() => void cancel()}>
                Cancelar
              </Button>
            </HStack>
          </Stack>
        </form>
      </Flex>
    </Box>
  );
}
