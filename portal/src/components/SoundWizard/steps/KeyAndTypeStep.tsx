import { Alert, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';

import { Panel } from '../../Common/Panel';
import { AnalysisNote } from '../fields/AnalysisNote';
import { ChoiceGroup } from '../fields/ChoiceGroup';
import {
  MAJOR_KEYS,
  soundTypeDescriptions,
  useMusicVocabulary,
  type MusicalKey,
  type SoundType,
} from '../musicVocabulary';
import { readSoundDraft, updateSoundDraft } from '../draft/soundDraft';
import { SUGGESTED, soundAddStepPath } from '../draft/soundSteps';
import { StepHeading } from './StepHeading';
import { useAudioAnalysis } from '../hooks/useAudioAnalysis';
import { WizardActions } from './WizardActions';
import { useSuggestedChoice } from '../hooks/useSuggestedChoice';

interface KeyAndTypeValues {
  key: MusicalKey | null;
  type: SoundType | null;
}

/** Step 2 (spec 02 §2): the key, pre-selected from media's analysis when the person has not chosen, and the type. */
export function KeyAndTypeStep() {
  const navigate = useNavigate();
  const [draft] = useState(readSoundDraft);
  const vocabulary = useMusicVocabulary();
  const analysis = useAudioAnalysis(draft?.audioId);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = useForm<KeyAndTypeValues>({ defaultValues: { key: draft?.key ?? null, type: draft?.type ?? null } });

  const suggestedKey = analysis.data?.status === 'ready' ? analysis.data.key : null;
  const chooseKey = useSuggestedChoice({
    name: 'key',
    suggested: suggestedKey,
    chosenBefore: Boolean(draft?.key),
    getValues,
    setValue,
  });

  if (!draft) return <Navigate to={soundAddStepPath(1)} replace />;

  const submit = (values: KeyAndTypeValues) => {
    if (!updateSoundDraft({ key: values.key, type: values.type })) {
      navigate(soundAddStepPath(1), { replace: true });
      return;
    }
    navigate(soundAddStepPath(3));
  };
  const back = () => {
    updateSoundDraft(getValues());
    navigate(soundAddStepPath(1));
  };

  const keyOptions = (keys: readonly MusicalKey[]) =>
    keys.map((key) => ({ value: key, label: key, badge: key === suggestedKey ? SUGGESTED : undefined }));
  const majors = vocabulary.keys.filter((key) => MAJOR_KEYS.includes(key));
  const minors = vocabulary.keys.filter((key) => !MAJOR_KEYS.includes(key));

  return (
    <Panel asChild>
      <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="passo-titulo">
        <StepHeading description="Escolha o tom e o tipo do seu som.">Selecione o tom</StepHeading>
        <Alert.Root status="warning" rounded="xl" mb="5">
          <Alert.Indicator />
          <Alert.Title>ATENÇÃO: certifique-se de selecionar o tom correto</Alert.Title>
        </Alert.Root>
        <AnalysisNote
          analysis={analysis.data}
          unavailable={analysis.isError}
          found={suggestedKey ? `Tom detectado no áudio: ${suggestedKey} — confira antes de seguir` : null}
          pending="Ainda estamos analisando o áudio para sugerir o tom…"
          nothingFound="Não conseguimos detectar o tom deste áudio: escolha abaixo."
        />
        <Stack gap="8">
          <Controller
            control={control}
            name="key"
            rules={{ required: 'Selecione uma tonalidade válida' }}
            render={({ field, fieldState }) => (
              <ChoiceGroup
                label="Tom"
                name={field.name}
                value={field.value}
                onChange={(key) => {
                  chooseKey();
                  field.onChange(key);
                }}
                sections={[
                  { title: 'Maiores', options: keyOptions(majors) },
                  { title: 'Menores', options: keyOptions(minors) },
                ]}
                columns={{ base: 4, sm: 6 }}
                size="sm"
                compact
                error={fieldState.error?.message}
                focusRef={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="type"
            rules={{ required: 'Selecione o tipo do som.' }}
            render={({ field, fieldState }) => (
              <ChoiceGroup
                label="Tipo"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                sections={[
                  {
                    options: vocabulary.types.map((type) => ({
                      value: type,
                      label: type,
                      description: soundTypeDescriptions[type],
                    })),
                  },
                ]}
                columns={{ base: 1, sm: 2 }}
                error={fieldState.error?.message}
                focusRef={field.ref}
              />
            )}
          />
        </Stack>
        <WizardActions onBack={back} loading={isSubmitting} />
      </form>
    </Panel>
  );
}
