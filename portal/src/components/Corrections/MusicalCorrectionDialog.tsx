import { Alert, Button, Dialog, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { errorMessage } from '../../api/apiError';
import { correctSound } from '../../api/corrections';
import { soundKeys } from '../../api/sounds';
import { DialogActions } from '../Common/DialogActions';
import { DialogPanel } from '../Common/DialogPanel';
import { FormField } from '../Form/FormField';
import { KeySelect } from '../Session/KeySelect';
import { SoundTagFields, type SoundTagValues } from '../SoundTags/SoundTagFields';
import { changedTags } from '../SoundTags/changedTags';
import { soundTempoText } from '../Sounds/soundTempo';
import type { Sound } from '../../api/soundTypes';
import { NO_KEY_LABEL } from '../SoundWizard/musicVocabulary';
import { toaster } from '../ui/toaster';
import { isTempo, parseTempo, TEMPO_BOUNDS_MESSAGE } from '../SoundWizard/tempoChoices';

const tagsOf = ({ instrumentFamily, shape }: SoundTagValues): SoundTagValues => ({ instrumentFamily, shape });

/** A tuning-fork glyph: the sound's key and tempo. */
function TuneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M9 3v7a3 3 0 0 0 6 0V3M12 13v8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The uploader's 'Corrigir tom, BPM e instrumento' (#18 §3, #44): what the analysis or they got wrong, fixed after
 * publishing; the catalogue's filters, cards and matches read the correction from then on.
 */
export function MusicalCorrectionDialog({ sound }: { sound: Sound }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState<Sound['key']>(sound.key);
  const [tempo, setTempo] = useState(sound.tempo ? String(sound.tempo) : '');
  const [tempoError, setTempoError] = useState<string | undefined>();
  const [tags, setTags] = useState<SoundTagValues>(tagsOf(sound));
  const save = useMutation({
    // Tags go only when changed: sent, they become the producer's word, which no re-analysis replaces.
    mutationFn: () => correctSound(sound.id, { key, tempo: parseTempo(tempo), ...changedTags(sound, tags) }),
    onSuccess: (corrected) => {
      void queryClient.invalidateQueries({ queryKey: soundKeys.all });
      toaster.create({
        type: 'success',
        title: [sound.name, [corrected.key ?? NO_KEY_LABEL, soundTempoText(corrected)].filter(Boolean).join(', ')].join(
          ': ',
        ),
      });
      setOpen(false);
    },
  });

  const changeOpen = (next: boolean) => {
    if (next) {
      setKey(sound.key);
      setTempo(sound.tempo ? String(sound.tempo) : '');
      setTempoError(undefined);
      setTags(tagsOf(sound));
      save.reset();
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bpm = parseTempo(tempo);
    if (bpm !== null && !isTempo(bpm)) {
      setTempoError(TEMPO_BOUNDS_MESSAGE);
      return;
    }
    save.mutate();
  };

  return (
    <Dialog.Root placement="center" open={open} onOpenChange={(details) => changeOpen(details.open)}>
      <Dialog.Trigger asChild>
        <IconButton
          aria-label={`Corrigir tom, BPM e instrumento de ${sound.name}`}
          title="Corrigir tom, BPM e instrumento"
          variant="ghost"
          rounded="full"
          size="sm"
          color="fg.muted"
        >
          <TuneIcon />
        </IconButton>
      </Dialog.Trigger>
      <DialogPanel title="Corrigir tom, BPM e instrumento" as="form" onSubmit={submit}>
        <Dialog.Body>
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              “{sound.name}” passa a aparecer nos filtros e nas combinações com o que você corrigir. O instrumento e o
              formato que você escolher ficam: nenhuma nova análise os troca.
            </Text>
            <KeySelect
              value={key ?? ''}
              noneLabel={NO_KEY_LABEL}
              onChange={(value) => setKey((value || null) as Sound['key'])}
            />
            <FormField
              label="Andamento exato (BPM)"
              error={tempoError}
              helperText={`${sound.bpm ? `Hoje na faixa ${sound.bpm} BPM; a` : 'A'} faixa segue o andamento. Em branco: sem andamento (one-shot).`}
            >
              <Input
                value={tempo}
                onChange={(event) => {
                  setTempo(event.target.value);
                  setTempoError(undefined);
                }}
                inputMode="decimal"
                placeholder="Ex.: 92"
                autoComplete="off"
              />
            </FormField>
            <SoundTagFields
              idPrefix={`correction-${sound.id}`}
              value={tags}
              onChange={setTags}
              suggested={sound.familySource === 'analysis' ? sound : null}
            />
            {save.isError && (
              <Alert.Root status="error" rounded="lg">
                <Alert.Indicator />
                <Alert.Title>
                  {errorMessage(save.error, 'Não foi possível salvar a correção. Tente novamente.')}
                </Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
        <DialogActions cancelLabel="Cancelar" pending={save.isPending}>
          <Button type="submit" colorPalette="brand" rounded="full" loading={save.isPending}>
            Salvar correção
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
