import { Alert, Button, chakra, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { ApiError, applyFieldErrors, errorMessage } from '../../api/apiError';
import { createContract, distributionKeys } from '../../api/distribution';
import { createProducedSound, soundKeys } from '../../api/sounds';
import { paths } from '../../routes/paths';
import { Panel } from '../Common/Panel';
import { FormActions } from '../Form/FormActions';
import { FieldGrid } from '../Form/FieldGrid';
import { FormField } from '../Form/FormField';
import { AudioUploadField } from '../SoundWizard/fields/AudioUploadField';
import { AlreadyReported, resolveDrumKit } from '../SoundWizard/draft/resolveKitAndArtist';
import { CoverBesideFields } from '../SoundWizard/fields/CoverBesideFields';
import { CoverImageField } from '../SoundWizard/fields/CoverImageField';
import { DrumKitField } from '../SoundWizard/fields/DrumKitField';
import { MAJOR_KEYS, MINOR_KEYS, useMusicVocabulary } from '../SoundWizard/musicVocabulary';
import { saveFailedMessage } from '../SoundWizard/draft/saveSound';
import type { Suggestion } from '../SoundWizard/fields/SuggestionField';
import type { UploadedImage } from '../../api/uploadImage';
import { AUDIO_UNREADABLE, useAnalysedAudio } from '../SoundWizard/hooks/useAnalysedAudio';
import type { AudioUploadState } from '../SoundWizard/hooks/useAudioUpload';
import { categoriesListFailed, useCategories } from '../SoundWizard/hooks/useCategories';
import { useSuggestedChoice } from '../SoundWizard/hooks/useSuggestedChoice';
import { toaster } from '../ui/toaster';
import { ContractPanel } from './ContractPanel';
import {
  distributionFormFields,
  distributionFormSchema,
  emptyDistributionForm,
  FILES_REQUIRED,
  serverFieldNames,
  type DistributionFormInput,
  type DistributionFormValues,
} from './distributionFormSchema';
import { isFinalContract, type Contract, type ProducedSoundBody } from './distributionTypes';
import { useContract } from './useContract';

const NO_AUDIO: AudioUploadState = { phase: 'idle' };
/** Spec 02 §4 and §9: five seconds after the signature, the catalogue. */
const REDIRECT_AFTER_SIGNING_MS = 5_000;
const CONTRACT_FAILED = 'Problema ao tentar fazer a Solicitação de Distribuição: tente novamente em instantes.';

type Stage = 'waiting-music' | 'ready' | 'signing' | 'signed';

/** Spec 02 §2: 'Aguardando música...', 'Gerar Contrato', 'Assine o contrato!', 'Parabéns!'. */
const buttonLabels: Record<Stage, string> = {
  'waiting-music': 'Aguardando música...',
  ready: 'Gerar Contrato',
  signing: 'Assine o contrato!',
  signed: 'Parabéns!',
};

function stageOf(musicReady: boolean, soundSaved: boolean, contract: Contract | undefined, following: boolean): Stage {
  if (contract?.status === 'signed') return 'signed';
  if (following && !isFinalContract(contract)) return 'signing';
  if (!musicReady && !soundSaved) return 'waiting-music';
  // No contract yet, or one that ended unsigned: a (new) contract can be generated.
  return 'ready';
}

/**
 * The distribution request form (spec 02 §2, §4, §5): the produced song and its cover are sent to
 * media as they are picked; 'Gerar Contrato' saves the song (POST /api/sounds/produced) and
 * generates its contract (POST /api/contracts), which is signed in the frame and followed until
 * the request exists.
 */
export function DistributionForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hintId = useId();
  const vocabulary = useMusicVocabulary();
  const categories = useCategories();
  const [cover, setCover] = useState<UploadedImage | null>(null);
  const [drumKit, setDrumKit] = useState<Suggestion | null>(null);
  // The song once saved: a new contract after an unsigned one must not save it again.
  const [soundId, setSoundId] = useState<string | null>(null);
  const [contractId, setContractId] = useState<string | null>(null);
  const [contractError, setContractError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DistributionFormInput, unknown, DistributionFormValues>({
    resolver: zodResolver(distributionFormSchema),
    mode: 'onTouched',
    defaultValues: emptyDistributionForm,
  });
  const values = useWatch({ control });
  const valid = distributionFormSchema.safeParse(values).success;

  const onUploaded = useCallback(
    (audioId: string | null) => setValue('audioId', audioId ?? '', { shouldValidate: Boolean(audioId) }),
    [setValue],
  );
  const audio = useAnalysedAudio(NO_AUDIO, onUploaded);
  const { audioId, failed: analysisFailed } = audio;
  const ready = audio.analysis.data?.status === 'ready' ? audio.analysis.data : null;
  // media's analysis of the song pre-selects its key and BPM range, until the person chooses.
  const chooseKey = useSuggestedChoice({
    name: 'key',
    suggested: ready?.key,
    chosenBefore: false,
    getValues,
    setValue,
  });
  const chooseBpm = useSuggestedChoice({
    name: 'bpm',
    suggested: ready?.bpmRange,
    chosenBefore: false,
    getValues,
    setValue,
  });

  const contract = useContract(contractId);
  const stage = stageOf(audioId !== null && !analysisFailed, soundId !== null, contract.data, contractId !== null);
  const locked = soundId !== null;

  const changeCover = (next: UploadedImage | null) => {
    setCover(next);
    setValue('imageUrl', next?.url ?? '', { shouldValidate: Boolean(next) });
  };

  // Signed and requested: say so, refresh what lists the request, and go to the catalogue (spec 02 §4).
  const requestedId =
    contract.data?.status === 'signed' && contract.data.outcome === 'requested' ? contract.data.id : null;
  useEffect(() => {
    if (!requestedId) return;
    // The toaster renders synchronously, which React refuses during an effect: hence the microtask.
    queueMicrotask(() =>
      toaster.create({ id: `contrato-${requestedId}`, type: 'success', title: 'Contrato assinado com sucesso!' }),
    );
    void queryClient.invalidateQueries({ queryKey: distributionKeys.requests() });
    void queryClient.invalidateQueries({ queryKey: soundKeys.all });
    const timer = window.setTimeout(() => navigate(paths.dashboard), REDIRECT_AFTER_SIGNING_MS);
    return () => window.clearTimeout(timer);
  }, [requestedId, navigate, queryClient]);

  const generateContract = async (producedId: string) => {
    setContractError(null);
    setGenerating(true);
    try {
      const created = await createContract(producedId);
      queryClient.setQueryData(distributionKeys.contract(created.id), created);
      setContractId(created.id);
    } catch (error) {
      // Spec 02 §5: without CPF, CEP and producer the profile must be completed first.
      if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') {
        const redirectTo = typeof error.details?.redirectTo === 'string' ? error.details.redirectTo : null;
        toaster.create({ type: 'warning', title: error.message });
        navigate(redirectTo ?? paths.profileUpdate);
        return;
      }
      setContractError(errorMessage(error, CONTRACT_FAILED));
    } finally {
      setGenerating(false);
    }
  };

  const submit = async (form: DistributionFormValues) => {
    if (!cover || !audioId) return;
    let kit: Suggestion | null;
    try {
      kit = await resolveDrumKit(form.drumKitName, drumKit, form.imageUrl);
      setDrumKit(kit);
    } catch (error) {
      if (error instanceof AlreadyReported) return;
      throw error;
    }
    const body: ProducedSoundBody = {
      audioId,
      imageId: cover.id,
      imageUrl: cover.url,
      name: form.name,
      artists: form.artists,
      drumKitId: kit?.id ?? null,
      key: form.key,
      bpm: form.bpm,
      categoryId: form.categoryId,
    };
    let created: string;
    try {
      created = (await createProducedSound(body)).sound.id;
    } catch (error) {
      // A field the server refused shows its message there; the toast says what failed.
      applyFieldErrors(error, setError, distributionFormFields, serverFieldNames);
      toaster.create({ type: 'error', title: saveFailedMessage(error) });
      return;
    }
    setSoundId(created);
    toaster.create({ type: 'success', title: 'Música enviada! Por favor assine o contrato.' });
    void queryClient.invalidateQueries({ queryKey: soundKeys.all });
    await generateContract(created);
  };

  const filesError = errors.audioId?.message ?? errors.imageUrl?.message;
  const audioError = analysisFailed ? AUDIO_UNREADABLE : undefined;
  const hint =
    stage === 'waiting-music'
      ? 'Envie a música para gerar o contrato.'
      : stage !== 'ready' || locked
        ? null
        : !cover
          ? FILES_REQUIRED
          : !valid
            ? 'Preencha os campos obrigatórios (*) para gerar o contrato.'
            : 'Confira os seus dados: o contrato é gerado com eles.';
  const busy = isSubmitting || generating;
  const keyOption = (key: string) => (
    <option key={key} value={key}>
      {key === ready?.key ? `${key} (sugerido)` : key}
    </option>
  );

  return (
    <Panel asChild>
      <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="sua-musica">
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
            <AudioUploadField audio={audio} error={audioError} />

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

            <FieldGrid>
              <DrumKitField
                control={control}
                name="drumKitName"
                label="Drum Kit (opcional)"
                selected={drumKit}
                onSelect={setDrumKit}
                newNameHint="Novo drum kit: será criado com a capa ao gerar o contrato."
                selectedHint="A música entra neste drum kit."
              />
              <FormField
                label="Gênero"
                error={
                  errors.categoryId?.message ??
                  (categories.isError ? categoriesListFailed(categories.error) : undefined)
                }
                required
              >
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('categoryId')} placeholder="Selecione o gênero">
                    {(categories.data ?? []).map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Tonalidade" error={errors.key?.message} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('key', { onChange: chooseKey })} placeholder="Selecione o tom">
                    <optgroup label="Maiores">
                      {vocabulary.keys.filter((key) => MAJOR_KEYS.includes(key)).map(keyOption)}
                    </optgroup>
                    <optgroup label="Menores">
                      {vocabulary.keys.filter((key) => MINOR_KEYS.includes(key)).map(keyOption)}
                    </optgroup>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="BPM" error={errors.bpm?.message} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('bpm', { onChange: chooseBpm })} placeholder="Selecione a faixa">
                    {vocabulary.bpmRanges.map((range) => (
                      <option key={range.value} value={range.value}>
                        {`${range.value} BPM · ${range.label}${range.value === ready?.bpmRange ? ' (sugerido)' : ''}`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </FieldGrid>
          </Stack>
        </chakra.fieldset>

        {contractId && (
          <Stack as="section" aria-labelledby="contrato" gap="3" mt="8">
            <Heading as="h3" id="contrato" size="md">
              Contrato de distribuição
            </Heading>
            <ContractPanel contract={contract.data} />
          </Stack>
        )}

        {contractError && (
          <Alert.Root status="error" role="alert" rounded="xl" mt="6">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{contractError}</Alert.Title>
              <Alert.Description>Clique em Gerar Contrato para tentar de novo.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <FormActions>
          <Text id={hintId} fontSize="sm" color="fg.muted" aria-live="polite">
            {hint}
          </Text>
          <Button
            type={locked ? 'button' : 'submit'}
            colorPalette="brand"
            rounded="full"
            size="lg"
            flexShrink={0}
            aria-describedby={hint ? hintId : undefined}
            disabled={stage !== 'ready' || (!locked && !valid)}
            loading={busy}
            loadingText={buttonLabels.ready}
            onClick={locked && soundId ? () => void generateContract(soundId) : undefined}
          >
            {buttonLabels[stage]}
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}
