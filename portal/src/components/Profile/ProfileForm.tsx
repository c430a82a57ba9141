import { Heading, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';

import { ApiError, applyFieldErrors } from '../../api/apiError';
import type { Profile, ProfileChanges } from '../../api/types';
import { updateMyProfile } from '../../api/users';
import { useAuth } from '../../hooks/useAuth';
import { paths } from '../../routes/paths';
import { profileSchema, type ProfileValues } from '../../schemas/profileSchema';
import { Panel } from '../Common/Panel';
import { BackAndSubmit } from '../Form/BackAndSubmit';
import { FieldGrid } from '../Form/FieldGrid';
import { FormField } from '../Form/FormField';
import { PhoneCpfCepFields } from '../Form/PhoneCpfCepFields';
import { AvatarPicker } from '../Media/AvatarPicker';
import { toaster } from '../ui/toaster';
import { PendingEmailNote } from './PendingEmailNote';
import type { ProfileFocusState } from './profileCompleteness';

const formFields: readonly FieldPath<ProfileValues>[] = [
  'fullName',
  'email',
  'phone',
  'cpf',
  'cep',
  'producer',
  'facebookUrl',
  'instagramUrl',
  'youtubeUrl',
  'tiktokUrl',
];

const socialInputs: { name: 'facebookUrl' | 'instagramUrl' | 'youtubeUrl' | 'tiktokUrl'; label: string }[] = [
  { name: 'facebookUrl', label: 'Facebook' },
  { name: 'instagramUrl', label: 'Instagram' },
  { name: 'youtubeUrl', label: 'YouTube' },
  { name: 'tiktokUrl', label: 'TikTok' },
];

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const formValues = (profile: Profile): ProfileValues => ({
  fullName: profile.fullName ?? '',
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  cpf: profile.cpf ?? '',
  cep: profile.cep ?? '',
  producer: profile.producer ?? '',
  facebookUrl: profile.facebookUrl ?? '',
  instagramUrl: profile.instagramUrl ?? '',
  youtubeUrl: profile.youtubeUrl ?? '',
  tiktokUrl: profile.tiktokUrl ?? '',
});

/** The save asked for a new address: the server keeps the current one and mails a link to the new. */
const askedEmailChange = (sent: string, saved: Profile) =>
  Boolean(saved.pendingEmail) && sent.trim().toLowerCase() !== (saved.email ?? '').toLowerCase();

export function ProfileForm({ profile }: { profile: Profile }) {
  const { setProfile } = useAuth();
  const navigate = useNavigate();
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

  const submit = async (values: ProfileValues) => {
    // The server refuses only a changed e-mail on an outside-provider account, so the read-only value goes along.
    const changes: ProfileChanges = {
      fullName: values.fullName,
      email: values.email,
      phone: values.phone,
      cpf: values.cpf,
      cep: values.cep,
      producer: values.producer,
      facebookUrl: emptyToNull(values.facebookUrl),
      instagramUrl: emptyToNull(values.instagramUrl),
      youtubeUrl: emptyToNull(values.youtubeUrl),
      tiktokUrl: emptyToNull(values.tiktokUrl),
      avatarUrl,
    };
    try {
      const saved = await updateMyProfile(changes);
      setProfile(saved);
      if (askedEmailChange(values.email, saved)) {
        // Stay here: the field shows the address still in use, the note under it the one awaiting its link.
        reset(formValues(saved));
        toaster.create({
          type: 'info',
          title: `Enviamos um link de confirmação para ${saved.pendingEmail}. O e-mail só muda depois que você abrir o link.`,
        });
        return;
      }
      toaster.create({ type: 'success', title: 'Suas informações foram atualizadas.' });
      navigate(paths.profileMe);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toaster.create({ type: 'error', title: 'Problema ao atualizar dados do usuário!' });
        return;
      }
      if (error.code === 'CPF_IN_USE') {
        setError('cpf', { type: 'server', message: error.message }, { shouldFocus: true });
        toaster.create({ type: 'error', title: error.message });
        return;
      }
      if (error.fieldErrors.some((entry) => entry.field === 'avatarUrl')) {
        toaster.create({ type: 'error', title: 'Erro ao tentar fazer upload da imagem!' });
      }
      applyFieldErrors(error, setError, formFields);
      const known = error.code === 'EMAIL_READ_ONLY' || error.code === 'RATE_LIMITED';
      toaster.create({ type: 'error', title: known ? error.message : 'Problema ao tentar atualizar suas informações' });
    }
  };

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
