import { chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import type { UploadedImage } from '../../api/uploadImage';
import { Panel } from '../Common/Panel';
import { FormField } from '../Form/FormField';
import { AudioUploadField } from '../SoundWizard/fields/AudioUploadField';
import { CoverBesideFields } from '../SoundWizard/fields/CoverBesideFields';
import { CoverImageField } from '../SoundWizard/fields/CoverImageField';
import { AUDIO_UNREADABLE } from '../SoundWizard/hooks/useAnalysedAudio';
import { ContractSection } from './ContractSection';
import {
  distributionFormSchema,
  emptyDistributionForm,
  type DistributionFormInput,
  type DistributionFormValues,
} from './distributionFormSchema';
import { hintOf, stageOf } from './distributionStage';
import { GenerateContractActions } from './GenerateContractActions';
import { MusicalFields } from './MusicalFields';
import { useContractGeneration } from './useContractGeneration';
import { useRedirectAfterSigning } from './useRedirectAfterSigning';
import { useSaveProducedSound } from './useSaveProducedSound';
import { useSongAnalysis } from './useSongAnalysis';

/**
 * The distribution request form (spec 02 §2, §4, §5): the produced song and its cover are sent to
 * media as they are picked (useSongAnalysis); 'Gerar Contrato' saves the song
 * (useSaveProducedSound) and generates its contract (useContractGeneration), which is signed in
 * the frame and followed until the request exists (useRedirectAfterSigning).
 */
export function DistributionForm() {
  const [cover, setCover] = useState<UploadedImage | null>(null);
  const form = useForm<DistributionFormInput, unknown, DistributionFormValues>({
    resolver: zodResolver(distributionFormSchema),
    mode: 'onTouched',
    defaultValues: emptyDistributionForm,
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control });
  const valid = distributionFormSchema.safeParse(values).success;

  const song = useSongAnalysis({ getValues, setValue });
  const contract = useContractGeneration();
  const sound = useSaveProducedSound({ cover, audioId: song.audioId, setError, onSaved: contract.generate });
  useRedirectAfterSigning(contract.contract);

  const { soundId } = sound;
  const locked = soundId !== null;
  const stage = stageOf(song.audioId !== null && !song.failed, locked, contract.contract, contract.contractId !== null);

  const changeCover = (next: UploadedImage | null) => {
    setCover(next);
    setValue('imageUrl', next?.url ?? '', { shouldValidate: Boolean(next) });
  };

  const filesError = errors.audioId?.message ?? errors.imageUrl?.message;

  return (
    <Panel asChild>
      <form onSubmit={handleSubmit(sound.save)} noValidate aria-labelledby="sua-musica">
        <Stack gap="1" mb="6">
          <Heading as="h2" id="sua-musica" size="lg">
            Sua música
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Envie a música que você produziu, a capa e as informações dela. Campos com * são obrigatórios.
          </Text>
        </Stack>

        {/* Once the song is saved its data is what the contract names: nothing here changes any more. */}
        <chakra.fieldset disabled={locked} minW="0" border="0" p="0" m="0">
          <Stack gap="6">
            <AudioUploadField audio={song.audio} error={song.failed ? AUDIO_UNREADABLE : undefined} />

            <CoverBesideFields cover={<CoverImageField value={cover} onChange={changeCover} />}>
              <FormField label="Nome da música" error={errors.name?.message} required>
                <Input {...register('name')} autoComplete="off" placeholder="Ex.: Noite de verão" />
              </FormField>
              <FormField
                label="Artistas"
                error={errors.artists?.message}
                helperText="Quem canta ou toca na música."
                required
              >
                <Input {...register('artists')} autoComplete="off" placeholder="Ex.: MC Aurora, DJ Lume" />
              </FormField>
            </CoverBesideFields>
            {filesError && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {filesError}
              </Text>
            )}

            <MusicalFields form={form} song={song} drumKit={sound.drumKit} onDrumKit={sound.setDrumKit} />
          </Stack>
        </chakra.fieldset>

        <ContractSection generated={contract.contractId !== null} contract={contract.contract} error={contract.error} />

        <GenerateContractActions
          stage={stage}
          hint={hintOf(stage, { locked, hasCover: cover !== null, valid })}
          locked={locked}
          valid={valid}
          busy={isSubmitting || contract.generating}
          onGenerateAgain={locked && soundId ? () => void contract.generate(soundId) : undefined}
        />
      </form>
    </Panel>
  );
}
