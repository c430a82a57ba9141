import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { useAuth } from '../../../hooks/useAuth';
import { FieldGrid } from '../../Form/FieldGrid';
import { FormField } from '../../Form/FormField';
import { toaster } from '../../ui/toaster';
import { ArtistField } from '../fields/ArtistField';
import { AudioUploadField } from '../fields/AudioUploadField';
import { AlreadyReported, resolveArtist, resolveDrumKit } from '../draft/resolveKitAndArtist';
import { ChoiceGroup } from '../fields/ChoiceGroup';
import { CoverBesideFields } from '../fields/CoverBesideFields';
import { CoverImageField } from '../fields/CoverImageField';
import { DrumKitField } from '../fields/DrumKitField';
import { readSoundDraft, saveSoundDraft } from '../draft/soundDraft';
import { initialAudio, pickedFromDraft, soundInfoDraft, soundInfoValues } from '../draft/soundInfoDraft';
import { soundInfoSchema, type SoundInfoValues } from '../../../schemas/soundInfoSchema';
import { soundAddStepPath } from '../draft/soundSteps';
import type { Suggestion } from '../fields/SuggestionField';
import { NOT_AUTHENTICATED } from '../../../api/uploadAudio';
import type { UploadedImage } from '../../../api/uploadImage';
import { AUDIO_UNREADABLE, useAnalysedAudio } from '../hooks/useAnalysedAudio';
import { WizardStepForm } from './WizardStepForm';

const planOptions = [
  { value: 'free', label: 'Free', description: 'Todos na plataforma podem baixar' },
  { value: 'master', label: 'Master', description: 'Só para assinantes', disabled: true, badge: 'Em breve' },
] as const;

/** Step 1 (spec 02 §2): music, cover, name, description, drum kit, artist and plan. */
export function SoundInfoStep() {
  const navigate = useNavigate();
  const auth = useAuth();
  const [draft] = useState(readSoundDraft);
  const [cover, setCover] = useState<UploadedImage | null>(
    draft?.photo_url ? { id: draft.imageId ?? '', url: draft.photo_url } : null,
  );
  const [drumKit, setDrumKit] = useState(() => pickedFromDraft(draft?.album ?? null, draft?.albumName ?? ''));
  const [artist, setArtist] = useState(() => pickedFromDraft(draft?.artist_id ?? null, draft?.artistName ?? ''));

  const form = useForm<SoundInfoValues>({
    resolver: zodResolver(soundInfoSchema),
    defaultValues: soundInfoValues(draft),
  });
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = form;

  const onUploaded = useCallback(
    (audioId: string | null) => setValue('audioId', audioId ?? '', { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );
  const audio = useAnalysedAudio(initialAudio(draft), onUploaded);
  const description = useWatch({ control, name: 'description' });

  const [coverUploading, setCoverUploading] = useState(false);
  const changeCover = (next: UploadedImage | null) => {
    setCover(next);
    // An upload ends long after the render that started it: whether an error shows is read now
    // (getFieldState), or a 'send the cover' pressed meanwhile would stay once it arrived.
    const shown = form.getFieldState('coverUrl').invalid;
    setValue('coverUrl', next?.url ?? '', { shouldValidate: isSubmitted || shown });
  };
  const coverError =
    coverUploading && errors.coverUrl ? 'Aguarde o envio da imagem terminar.' : errors.coverUrl?.message;

  const audioError =
    audio.state.phase === 'uploading' && errors.audioId
      ? 'Aguarde o envio da música terminar.'
      : audio.failed
        ? AUDIO_UNREADABLE
        : errors.audioId?.message;

  const submit = async (values: SoundInfoValues) => {
    if (auth.status !== 'authenticated') {
      toaster.create({ type: 'error', title: NOT_AUTHENTICATED });
      return;
    }
    if (audio.failed || audio.state.phase !== 'uploaded') {
      setError('audioId', { type: 'audio', message: 'Envie a música do seu som.' });
      return;
    }
    let kit: Suggestion | null;
    let credited: Suggestion | null;
    try {
      kit = await resolveDrumKit(values.drumKitName, drumKit, values.coverUrl);
      setDrumKit(kit);
      credited = await resolveArtist(values.artistName, artist, values.coverUrl);
      setArtist(credited);
    } catch (error) {
      if (error instanceof AlreadyReported) return;
      throw error;
    }
    saveSoundDraft(soundInfoDraft(values, draft, { kit, credited, audio: audio.state, imageId: cover?.id || null }));
    navigate(soundAddStepPath(2));
  };

  return (
    <WizardStepForm
      form={form}
      onValid={submit}
      title="Informações básicas"
      description="Envie a música, escolha uma capa e conte um pouco sobre o seu som."
      hint={
        <Text fontSize="sm" color="fg.muted">
          Campos com * são obrigatórios.
        </Text>
      }
    >
      <Stack gap="7">
        <AudioUploadField audio={audio} error={audioError} />

        <CoverBesideFields
          cover={
            <CoverImageField
              value={cover}
              onChange={changeCover}
              error={coverError}
              onUploadingChange={setCoverUploading}
            />
          }
        >
          <FormField label="Nome do som" error={errors.soundName?.message} required>
            <Input {...register('soundName')} autoComplete="off" placeholder="Ex.: Acapela noturna 120" />
          </FormField>
          <FormField
            label="Descrição"
            error={errors.description?.message}
            helperText={`${description.length}/255`}
            required
          >
            <Textarea
              {...register('description')}
              rows={4}
              resize="vertical"
              placeholder="Conte como o som foi feito, o clima, os instrumentos…"
            />
          </FormField>
        </CoverBesideFields>

        <FieldGrid>
          <DrumKitField
            control={control}
            name="drumKitName"
            label="Drum Kit"
            selected={drumKit}
            onSelect={setDrumKit}
            newNameHint="Novo drum kit: será criado com a capa ao seguir."
            selectedHint="Seu som entra neste drum kit."
          />
          <ArtistField control={control} name="artistName" selected={artist} onSelect={setArtist} />
        </FieldGrid>

        <ChoiceGroup
          label="Plano"
          name="plan"
          value="free"
          onChange={() => setValue('plan', 'free')}
          sections={[{ options: planOptions }]}
          columns={{ base: 1, sm: 2 }}
        />
      </Stack>
    </WizardStepForm>
  );
}
