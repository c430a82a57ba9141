import { Alert, Stack } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';

import { SoundTagFields } from '../../SoundTags/SoundTagFields';
import type { InstrumentFamily, SoundShape } from '../../../api/soundTypes';
import { AnalysisNote } from '../fields/AnalysisNote';
import { ChoiceField } from '../fields/ChoiceField';
import { suggestedKey } from '../analysisSuggestions';
import {
  MAJOR_KEYS,
  NO_KEY,
  NO_KEY_LABEL,
  soundTypeDescriptions,
  useMusicVocabulary,
  type KeyChoice,
  type MusicalKey,
  type SoundType,
} from '../musicVocabulary';
import { updateSoundDraft } from '../draft/soundDraft';
import { SUGGESTED, soundAddStepPath } from '../draft/soundSteps';
import { useStepSuggestion } from '../hooks/useStepSuggestion';
import { useSuggestedTags } from '../hooks/useSuggestedTags';
import { useDraftStepForm } from './useDraftStepForm';
import { WizardStepForm } from './WizardStepForm';

interface KeyAndTypeValues {
  key: KeyChoice | null;
  type: SoundType | null;
  instrumentFamily: InstrumentFamily | null;
  shape: SoundShape | null;
}

/** Step 2 (spec 02 §2): the key, pre-selected from media's analysis when the person has not chosen, and the type. */
export function KeyAndTypeStep() {
  const navigate = useNavigate();
  const vocabulary = useMusicVocabulary();
  const { draft, form } = useDraftStepForm<KeyAndTypeValues>((saved) => ({
    key: saved?.key ?? null,
    type: saved?.type ?? null,
    instrumentFamily: saved?.instrumentFamily ?? null,
    shape: saved?.shape ?? null,
  }));
  // Only a key media heard clearly is preselected: a kick or a noise gets none (#43).
  const { analysis, ready, suggested, choose } = useStepSuggestion(form, 'key', draft?.audioId, suggestedKey);
  // #44: the instrument and shape the analysis reads, as chips the producer keeps or changes.
  const tags = useSuggestedTags(form, draft?.audioId);

  if (!draft) return <Navigate to={soundAddStepPath(1)} replace />;

  const submit = (values: KeyAndTypeValues) => {
    const { key, type, instrumentFamily, shape } = values;
    if (!updateSoundDraft({ key, type, instrumentFamily, shape })) {
      navigate(soundAddStepPath(1), { replace: true });
      return;
    }
    navigate(soundAddStepPath(3));
  };
  const back = () => {
    updateSoundDraft(form.getValues());
    navigate(soundAddStepPath(1));
  };

  const keyOptions = (keys: readonly MusicalKey[]) =>
    keys.map((key) => ({ value: key, label: key, badge: key === suggested ? SUGGESTED : undefined }));
  const majors = vocabulary.keys.filter((key) => MAJOR_KEYS.includes(key));
  const minors = vocabulary.keys.filter((key) => !MAJOR_KEYS.includes(key));

  return (
    <WizardStepForm
      form={form}
      onValid={submit}
      title="Selecione o tom"
      description="Escolha o tom e o tipo do seu som."
      onBack={back}
    >
      <Alert.Root status="warning" rounded="xl" mb="5">
        <Alert.Indicator />
        <Alert.Title>ATENÇÃO: certifique-se de selecionar o tom correto</Alert.Title>
      </Alert.Root>
      <AnalysisNote
        analysis={analysis.data}
        unavailable={analysis.isError}
        found={suggested ? `Tom detectado no áudio: ${suggested} — confira antes de seguir` : null}
        pending="Ainda estamos analisando o áudio para sugerir o tom…"
        nothingFound={
          ready?.key
            ? `O tom deste áudio não é claro: escolha abaixo, ou '${NO_KEY_LABEL}' se ele não tem altura definida (bateria, ruídos).`
            : `Não conseguimos detectar o tom deste áudio: escolha abaixo, ou '${NO_KEY_LABEL}' se ele não tem altura definida (bateria, ruídos).`
        }
      />
      <Stack gap="8">
        <ChoiceField
          control={form.control}
          name="key"
          requiredMessage="Selecione uma tonalidade válida"
          onPick={choose}
          label="Tom"
          sections={[
            { title: 'Maiores', options: keyOptions(majors) },
            { title: 'Menores', options: keyOptions(minors) },
            {
              title: 'Sem altura definida',
              columns: { base: 2, sm: 3 },
              options: [{ value: NO_KEY, label: NO_KEY_LABEL, description: 'Bateria, ruídos' }],
            },
          ]}
          columns={{ base: 4, sm: 6 }}
          size="sm"
          compact
        />
        <ChoiceField
          control={form.control}
          name="type"
          requiredMessage="Selecione o tipo do som."
          label="Tipo"
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
        />
        <SoundTagFields
          idPrefix="wizard"
          value={tags.value}
          onChange={tags.change}
          suggested={tags.suggested}
          pendingHint={tags.pendingHint}
        />
      </Stack>
    </WizardStepForm>
  );
}
