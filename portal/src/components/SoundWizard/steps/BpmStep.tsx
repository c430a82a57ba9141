import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';

import { catalogueKeys } from '../../../api/catalogue';
import { createSound, soundKeys } from '../../../api/sounds';
import { useAuth } from '../../../hooks/useAuth';
import { toaster } from '../../ui/toaster';
import { AnalysisNote } from '../fields/AnalysisNote';
import { ChoiceField } from '../fields/ChoiceField';
import { useMusicVocabulary, type BpmRange } from '../musicVocabulary';
import { saveFailedMessage, soundBody } from '../draft/saveSound';
import { clearSoundDraft, updateSoundDraft } from '../draft/soundDraft';
import { SUGGESTED, soundAddStepPath, type SoundAddedState } from '../draft/soundSteps';
import { NOT_AUTHENTICATED } from '../../../api/uploadAudio';
import { useStepSuggestion } from '../hooks/useStepSuggestion';
import { useDraftStepForm } from './useDraftStepForm';
import { WizardStepForm } from './WizardStepForm';

interface BpmValues {
  bpm: BpmRange | null;
}

/** Step 4 (spec 02 §2): the BPM range, pre-selected from media's analysis; next saves the sound. */
export function BpmStep() {
  const navigate = useNavigate();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const vocabulary = useMusicVocabulary();
  const { draft, form } = useDraftStepForm<BpmValues>((saved) => ({ bpm: saved?.rythm ?? null }));
  const { analysis, ready, suggested, choose } = useStepSuggestion(
    form,
    'bpm',
    draft?.audioId,
    (analysed) => analysed.bpmRange,
  );

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
    updateSoundDraft({ rythm: form.getValues('bpm') });
    navigate(soundAddStepPath(2));
  };

  const detected = ready?.bpm != null ? Math.round(ready.bpm) : null;
  const found =
    detected !== null
      ? suggested
        ? `BPM detectado: ${detected} — faixa sugerida ${suggested}`
        : `BPM detectado: ${detected} — fora das faixas, escolha a mais próxima`
      : null;

  return (
    <WizardStepForm
      form={form}
      onValid={submit}
      title="Qual o BPM?"
      description="Escolha a faixa de andamento do seu som. Ao seguir, o envio é concluído."
      onBack={back}
    >
      <AnalysisNote
        analysis={analysis.data}
        unavailable={analysis.isError}
        found={found}
        pending="Ainda estamos analisando o áudio para sugerir o BPM…"
        nothingFound="Não conseguimos detectar o BPM deste áudio: escolha abaixo."
      />
      <ChoiceField
        control={form.control}
        name="bpm"
        requiredMessage="Selecione um BPM válido"
        onPick={choose}
        label="Faixa de BPM"
        hideLabel
        sections={[
          {
            options: vocabulary.bpmRanges.map((range) => ({
              value: range.value,
              label: `${range.value} BPM`,
              description: range.label,
              badge: range.value === suggested ? SUGGESTED : undefined,
            })),
          },
        ]}
        columns={{ base: 1, sm: 2, md: 3 }}
      />
    </WizardStepForm>
  );
}
