import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';

import { catalogueKeys } from '../../../api/catalogue';
import { createSound, soundKeys } from '../../../api/sounds';
import { useAuth } from '../../../hooks/useAuth';
import { Panel } from '../../Common/Panel';
import { toaster } from '../../ui/toaster';
import { AnalysisNote } from '../fields/AnalysisNote';
import { ChoiceGroup } from '../fields/ChoiceGroup';
import { useMusicVocabulary, type BpmRange } from '../musicVocabulary';
import { saveFailedMessage, soundBody } from '../draft/saveSound';
import { clearSoundDraft, readSoundDraft, updateSoundDraft } from '../draft/soundDraft';
import { SUGGESTED, soundAddStepPath, type SoundAddedState } from '../draft/soundSteps';
import { StepHeading } from './StepHeading';
import { NOT_AUTHENTICATED } from '../../../api/uploadAudio';
import { useAudioAnalysis } from '../hooks/useAudioAnalysis';
import { WizardActions } from './WizardActions';
import { useSuggestedChoice } from '../hooks/useSuggestedChoice';

interface BpmValues {
  bpm: BpmRange | null;
}

/** Step 4 (spec 02 §2): the BPM range, pre-selected from media's analysis; next saves the sound. */
export function BpmStep() {
  const navigate = useNavigate();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [draft] = useState(readSoundDraft);
  const vocabulary = useMusicVocabulary();
  const analysis = useAudioAnalysis(draft?.audioId);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = useForm<BpmValues>({ defaultValues: { bpm: draft?.rythm ?? null } });

  const ready = analysis.data?.status === 'ready' ? analysis.data : null;
  const suggestedRange = ready?.bpmRange ?? null;
  const chooseBpm = useSuggestedChoice({
    name: 'bpm',
    suggested: suggestedRange,
    chosenBefore: Boolean(draft?.rythm),
    getValues,
    setValue,
  });

  // Spec 02 §2: without the draft, step 4 returns to step 2 (which sends on to step 1).
  if (!draft) return <Navigate to={soundAddStepPath(2)} replace />;
  if (!draft.key || !draft.type) return <Navigate to={soundAddStepPath(2)} replace />;
  if (!draft.genres) return <Navigate to={soundAddStepPath(3)} replace />;

  const submit = async ({ bpm }: BpmValues) => {
    if (!bpm) return;
    if (auth.status !== 'authenticated') {
      toaster.create({ type: 'error', title: NOT_AUTHENTICATED });
      return;
    }
    const saved = updateSoundDraft({ rythm: bpm });
    const body = saved ? soundBody(saved, bpm) : null;
    if (!body) {
      navigate(soundAddStepPath(2), { replace: true });
      return;
    }
    try {
      const created = await createSound(body);
      clearSoundDraft();
      toaster.create({ type: 'success', title: created.message });
      // The new sound (and any new kit, artist or category) belongs in the catalogue's lists.
      void queryClient.invalidateQueries({ queryKey: soundKeys.all });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      const state: SoundAddedState = { added: true, soundName: created.sound.name };
      navigate(soundAddStepPath('success'), { state });
    } catch (error) {
      toaster.create({ type: 'error', title: saveFailedMessage(error) });
    }
  };
  const back = () => {
    updateSoundDraft({ rythm: getValues('bpm') });
    navigate(soundAddStepPath(2));
  };

  const detected = ready?.bpm != null ? Math.round(ready.bpm) : null;
  const found =
    detected !== null
      ? suggestedRange
        ? `BPM detectado: ${detected} — faixa sugerida ${suggestedRange}`
        : `BPM detectado: ${detected} — fora das faixas, escolha a mais próxima`
      : null;

  return (
    <Panel asChild>
      <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="passo-titulo">
        <StepHeading description="Escolha a faixa de andamento do seu som. Ao seguir, o envio é concluído.">
          Qual o BPM?
        </StepHeading>
        <AnalysisNote
          analysis={analysis.data}
          unavailable={analysis.isError}
          found={found}
          pending="Ainda estamos analisando o áudio para sugerir o BPM…"
          nothingFound="Não conseguimos detectar o BPM deste áudio: escolha abaixo."
        />
        <Controller
          control={control}
          name="bpm"
          rules={{ required: 'Selecione um BPM válido' }}
          render={({ field, fieldState }) => (
            <ChoiceGroup
              label="Faixa de BPM"
              hideLabel
              name={field.name}
              value={field.value}
              onChange={(bpm) => {
                chooseBpm();
                field.onChange(bpm);
              }}
              sections={[
                {
                  options: vocabulary.bpmRanges.map((range) => ({
                    value: range.value,
                    label: `${range.value} BPM`,
                    description: range.label,
                    badge: range.value === suggestedRange ? SUGGESTED : undefined,
                  })),
                },
              ]}
              columns={{ base: 1, sm: 2, md: 3 }}
              error={fieldState.error?.message}
              focusRef={field.ref}
            />
          )}
        />
        <WizardActions onBack={back} loading={isSubmitting} />
      </form>
    </Panel>
  );
}
