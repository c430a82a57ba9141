import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { catalogueKeys } from '../../../api/catalogue';
import { createSound, soundKeys } from '../../../api/sounds';
import { useAuth } from '../../../hooks/useAuth';
import { toaster } from '../../ui/toaster';
import { AnalysisNote } from '../fields/AnalysisNote';
import { ChoiceField } from '../fields/ChoiceField';
import { TempoField } from '../fields/TempoField';
import { measuredTempo } from '../measuredTempo';
import { isTempo, parseTempo, rangeOfTempo, TEMPO_BOUNDS_MESSAGE } from '../tempoChoices';
import { suggestedBpm } from '../analysisSuggestions';
import { NO_BPM, NO_BPM_LABEL, useMusicVocabulary, type BpmChoice } from '../musicVocabulary';
import { saveFailedMessage, soundBody } from '../draft/saveSound';
import { clearSoundDraft, updateSoundDraft } from '../draft/soundDraft';
import { SUGGESTED, soundAddStepPath, type SoundAddedState } from '../draft/soundSteps';
import { NOT_AUTHENTICATED } from '../../../api/uploadAudio';
import { useStepSuggestion } from '../hooks/useStepSuggestion';
import { useDraftStepForm } from './useDraftStepForm';
import { WizardStepForm } from './WizardStepForm';

interface BpmValues {
  bpm: BpmChoice | null;
}

/** Step 4 (spec 02 §2): the BPM range, pre-selected from media's analysis; next saves the sound. */
export function BpmStep() {
  const navigate = useNavigate();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const vocabulary = useMusicVocabulary();
  const { draft, form } = useDraftStepForm<BpmValues>((saved) => ({ bpm: saved?.rythm ?? null }));
  const { analysis, ready, suggested, choose } = useStepSuggestion(form, 'bpm', draft?.audioId, suggestedBpm);
  // What the person typed or picked; until then a clear measure fills the field in, and a doubtful
  // one leaves it empty for them to pick among its octaves.
  const [typed, setTyped] = useState<string | null>(draft?.tempo ? String(draft.tempo) : null);
  const [tempoError, setTempoError] = useState<string | undefined>();
  // Whole BPM, as step 1 and the cards say it: accepting the suggestion saves what was shown.
  const measured = ready ? measuredTempo(ready) : null;
  const alternatives = measured?.doubtful ? measured.choices : [];
  const tempo = typed ?? (measured && !measured.doubtful ? String(measured.tempo) : '');

  /** A tempo typed or picked selects its range: the range is what the filters read. */
  const changeTempo = (value: string) => {
    setTyped(value);
    setTempoError(undefined);
    const bpm = parseTempo(value);
    const range = isTempo(bpm) ? rangeOfTempo(bpm, vocabulary.bpmRanges) : null;
    if (range) {
      form.setValue('bpm', range, { shouldValidate: true });
      choose();
    }
  };

  // A one-shot has no tempo to type.
  const chosen = form.watch('bpm');

  // Spec 02 §2: without the draft, step 4 returns to step 2 (which sends on to step 1).
  if (!draft) return <Navigate to={soundAddStepPath(2)} replace />;
  if (!draft.key || !draft.type) return <Navigate to={soundAddStepPath(2)} replace />;
  if (!draft.genres) return <Navigate to={soundAddStepPath(3)} replace />;

  const submit = async ({ bpm }: BpmValues) => {
    if (!bpm) return;
    // A one-shot has no tempo: whatever the field says is not sent.
    const exact = bpm === NO_BPM ? null : parseTempo(tempo);
    if (exact !== null && !isTempo(exact)) {
      setTempoError(TEMPO_BOUNDS_MESSAGE);
      return;
    }
    if (exact !== null && rangeOfTempo(exact, vocabulary.bpmRanges) !== bpm) {
      setTempoError('O andamento não está na faixa de BPM escolhida.');
      return;
    }
    if (auth.status !== 'authenticated') {
      toaster.create({ type: 'error', title: NOT_AUTHENTICATED });
      return;
    }
    const saved = updateSoundDraft({ rythm: bpm, tempo: exact });
    const body = saved ? soundBody(saved, bpm, exact) : null;
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
    const exact = parseTempo(tempo);
    updateSoundDraft({ rythm: form.getValues('bpm'), tempo: exact !== null && Number.isFinite(exact) ? exact : null });
    navigate(soundAddStepPath(2));
  };

  const found = !measured
    ? suggested === NO_BPM
      ? `Não há pulso neste áudio: sugerimos '${NO_BPM_LABEL}'`
      : null
    : suggested === NO_BPM
      ? `BPM detectado: ${measured.text}, mas o pulso não é claro — sugerimos '${NO_BPM_LABEL}'`
      : measured.doubtful
        ? `BPM detectado: ${measured.text} — o pulso não é claro, confirme abaixo`
        : suggested
          ? `BPM detectado: ${measured.text} — faixa sugerida ${suggested}`
          : `BPM detectado: ${measured.text} — fora das faixas, escolha a mais próxima`;

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
      {chosen !== NO_BPM && (
        <TempoField value={tempo} onChange={changeTempo} alternatives={alternatives} error={tempoError} />
      )}
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
          {
            options: [
              {
                value: NO_BPM,
                label: NO_BPM_LABEL,
                description: 'Um golpe, sem andamento: bumbo, caixa, efeito',
                badge: suggested === NO_BPM ? SUGGESTED : undefined,
              },
            ],
          },
        ]}
        columns={{ base: 1, sm: 2, md: 3 }}
      />
    </WizardStepForm>
  );
}
