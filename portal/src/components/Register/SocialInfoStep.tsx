import { Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';

import { ApiError, applyFieldErrors } from '../../api/apiError';
import { signUp } from '../../api/auth';
import { registerStepPath } from '../../routes/paths';
import { registerSocialSchema, type RegisterSocialValues } from '../../schemas/registerSocialSchema';
import { Panel } from '../Common/Panel';
import { BackAndSubmit } from '../Form/BackAndSubmit';
import { FieldGrid } from '../Form/FieldGrid';
import { FormField } from '../Form/FormField';
import { AvatarPicker } from '../Media/AvatarPicker';
import { listInPortuguese } from '../Profile/profileCompleteness';
import { toaster } from '../ui/toaster';
import { personalFields, type PersonalField, type PersonalStepState } from './PersonalInfoStep';
import { readRegisterDraft, saveRegisterDraft, type RegisterDraft } from './registerDraft';

const socialFields: readonly FieldPath<RegisterSocialValues>[] = ['facebook', 'instagram', 'youtube', 'tiktok'];

// Sign-up body names of this step's fields.
const socialFieldNames: Record<string, FieldPath<RegisterSocialValues>> = {
  facebookUrl: 'facebook',
  instagramUrl: 'instagram',
  youtubeUrl: 'youtube',
  tiktokUrl: 'tiktok',
};

const socialInputs: { name: keyof RegisterSocialValues; label: string; placeholder: string }[] = [
  { name: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/seu.perfil' },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/seu.perfil' },
  { name: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@seucanal' },
  { name: 'tiktok', label: 'TikTok', placeholder: 'https://tiktok.com/@seu.perfil' },
];

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function SocialInfoStep() {
  const navigate = useNavigate();
  const [draft] = useState(readRegisterDraft);
  const [profileImage, setProfileImage] = useState<string | null>(draft?.profile_image ?? null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSocialSchema),
    defaultValues: {
      facebook: draft?.facebook ?? '',
      instagram: draft?.instagram ?? '',
      youtube: draft?.youtube ?? '',
      tiktok: draft?.tiktok ?? '',
    },
  });

  if (!draft) return <Navigate to={registerStepPath(1)} replace />;
  if (draft.userId) return <Navigate to={registerStepPath(3)} replace />;
  if (!draft.password) return <Navigate to={registerStepPath(1)} replace />;

  const changeImage = (url: string | null) => {
    setProfileImage(url);
    saveRegisterDraft({ email: draft.email, profile_image: url });
  };

  const backToStepOne = (fieldErrors?: PersonalStepState['fieldErrors']) => {
    saveRegisterDraft({ email: draft.email, ...getValues() });
    navigate(registerStepPath(1), { state: fieldErrors ? { fieldErrors } : null });
  };

  const signUpFailed = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      toaster.create({ type: 'error', title: 'Erro ao cadastrar usuário: tente novamente em instantes.' });
      return;
    }
    // Conflicts and refusals on step 1's fields send the person back there with the field marked.
    const conflictField: PersonalField | undefined =
      error.code === 'EMAIL_IN_USE' ? 'email' : error.code === 'CPF_IN_USE' ? 'cpf' : undefined;
    const stepOneErrors = conflictField
      ? [{ field: conflictField, message: error.message }]
      : error.fieldErrors
          .filter((entry) => personalFields.includes(entry.field as PersonalField))
          .map((entry) => ({ field: entry.field as PersonalField, message: entry.messages[0] }));

    if (error.code === 'EMAIL_IN_USE' || error.code === 'CPF_IN_USE' || error.code === 'RATE_LIMITED') {
      toaster.create({ type: 'error', title: error.message });
    } else {
      toaster.create({ type: 'error', title: `Erro ao cadastrar usuário: ${error.message}` });
    }
    if (error.fieldErrors.some((entry) => entry.field === 'avatarUrl')) {
      toaster.create({ type: 'error', title: 'Erro ao tentar fazer upload da imagem!' });
    }
    if (stepOneErrors.length > 0) {
      backToStepOne(stepOneErrors);
      return;
    }
    applyFieldErrors(error, setError, socialFields, socialFieldNames);
  };

  const submit = async (values: RegisterSocialValues) => {
    const saved: RegisterDraft = saveRegisterDraft({ email: draft.email, ...values, profile_image: profileImage });
    let data;
    try {
      data = await signUp({
        email: saved.email,
        password: saved.password ?? '',
        fullName: saved.fullName,
        phone: saved.phone,
        cpf: saved.cpf,
        cep: saved.cep,
        producer: saved.producer,
        facebookUrl: emptyToNull(values.facebook),
        instagramUrl: emptyToNull(values.instagram),
        youtubeUrl: emptyToNull(values.youtube),
        tiktokUrl: emptyToNull(values.tiktok),
        ...(profileImage ? { avatarUrl: profileImage } : {}),
      });
    } catch (error) {
      signUpFailed(error);
      return;
    }
    // The password is no longer needed once the account exists.
    saveRegisterDraft({
      email: data.user.email,
      password: undefined,
      userId: data.user.id,
      registration_token: data.registration_token,
    });
    navigate(registerStepPath(3));
  };

  return (
    <Panel asChild>
      <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="passo-titulo">
        <Heading as="h2" id="passo-titulo" size="xl" mb="2">
          Informações do seu perfil social
        </Heading>
        <Text color="fg.muted" mb="6">
          Uma foto e suas redes ajudam outros artistas a encontrar você. Nada aqui impede o cadastro, mas seu perfil só
          fica completo com as quatro redes: {listInPortuguese(socialInputs.map((input) => input.label))}. Se preferir,
          informe-as depois em Meu Perfil.
        </Text>
        <Stack gap="6">
          <AvatarPicker value={profileImage} onChange={changeImage} name={draft.fullName} />
          <FieldGrid>
            {socialInputs.map((input) => (
              <FormField key={input.name} label={input.label} error={errors[input.name]?.message}>
                <Input {...register(input.name)} inputMode="url" autoComplete="url" placeholder={input.placeholder} />
              </FormField>
            ))}
          </FieldGrid>
        </Stack>
        <BackAndSubmit
          back={() => backToStepOne()}
          backLabel="Voltar"
          submitLabel="Cadastrar"
          submitting={isSubmitting}
        />
      </form>
    </Panel>
  );
}
