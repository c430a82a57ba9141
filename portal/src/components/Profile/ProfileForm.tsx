import { Heading, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';

import type { Profile } from '../../api/types';
import { paths } from '../../routes/paths';
import { profileSchema } from '../../schemas/profileSchema';
import { Panel } from '../Common/Panel';
import { BackAndSubmit } from '../Form/BackAndSubmit';
import { FieldGrid } from '../Form/FieldGrid';
import { FormField } from '../Form/FormField';
import { PhoneCpfCepFields } from '../Form/PhoneCpfCepFields';
import { AvatarPicker } from '../Media/AvatarPicker';
import { PendingEmailNote } from './PendingEmailNote';
import type { ProfileFocusState } from './profileCompleteness';
import { formValues, socialInputs } from './profileFormValues';
import { useSaveProfile } from './useSaveProfile';

/** 'Atualizar perfil': the photo, the personal information and the social links (spec 1 §2). */
export function ProfileForm({ profile }: { profile: Profile }) {
  // Spec 1 §2: the e-mail is read-only unless the account signs in with e-mail and password.
  const emailEditable = profile.provider === 'email';
  const [avatarUrl, setAvatarUrl] = useState<string | null>(profile.avatarUrl ?? null);
  const pendingEmailNoteId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: formValues(profile) });

  // From 'Por favor, complete seu perfil.': the first missing field, ready to be filled in.
  const focus = (useLocation().state as ProfileFocusState | null)?.focus;
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);

  const submit = useSaveProfile({ avatarUrl, setError, reset });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Atualizar perfil">
      <Stack gap="6">
        <Panel>
          <Heading as="h2" size="lg" mb="5">
            Foto de perfil
          </Heading>
          <AvatarPicker value={avatarUrl} onChange={setAvatarUrl} name={profile.fullName ?? undefined} />
        </Panel>

        <Panel>
          <Heading as="h2" size="lg" mb="5">
            Informações pessoais
          </Heading>
          <FieldGrid>
            <FormField label="Nome completo" error={errors.fullName?.message} required>
              <Input {...register('fullName')} autoComplete="name" />
            </FormField>
            <FormField
              label="E-mail"
              error={errors.email?.message}
              required={emailEditable}
              readOnly={!emailEditable}
              helperText={emailEditable ? undefined : 'O e-mail vem da sua conta externa e não pode ser alterado aqui.'}
            >
              <Input
                {...register('email')}
                type="email"
                autoComplete="email"
                readOnly={!emailEditable}
                {...(profile.pendingEmail ? { 'aria-describedby': pendingEmailNoteId } : {})}
              />
              {profile.pendingEmail && <PendingEmailNote id={pendingEmailNoteId} pendingEmail={profile.pendingEmail} />}
            </FormField>
            <PhoneCpfCepFields control={control} />
            <FormField label="Produtora/selo" error={errors.producer?.message} required>
              <Input {...register('producer')} autoComplete="organization" />
            </FormField>
          </FieldGrid>
        </Panel>

        <Panel>
          <Heading as="h2" size="lg" mb="5">
            Redes sociais
          </Heading>
          <FieldGrid>
            {socialInputs.map((input) => (
              <FormField key={input.name} label={input.label} error={errors[input.name]?.message}>
                <Input {...register(input.name)} inputMode="url" autoComplete="url" />
              </FormField>
            ))}
          </FieldGrid>
        </Panel>
      </Stack>
      <BackAndSubmit
        back={paths.profileMe}
        backLabel="Cancelar"
        submitLabel="Salvar alterações"
        submitting={isSubmitting}
      />
    </form>
  );
}
