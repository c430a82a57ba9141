import { NativeSelect } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';

import { FieldGrid } from '../Form/FieldGrid';
import { FormField } from '../Form/FormField';
import { DrumKitField } from '../SoundWizard/fields/DrumKitField';
import type { Suggestion } from '../SoundWizard/fields/SuggestionField';
import { categoriesListFailed, useCategories } from '../SoundWizard/hooks/useCategories';
import { MAJOR_KEYS, MINOR_KEYS, useMusicVocabulary } from '../SoundWizard/musicVocabulary';
import type { DistributionFormInput, DistributionFormValues } from './distributionFormSchema';
import type { SongAnalysis } from './useSongAnalysis';

interface MusicalFieldsProps {
  form: UseFormReturn<DistributionFormInput, unknown, DistributionFormValues>;
  song: SongAnalysis;
  drumKit: Suggestion | null;
  onDrumKit: (kit: Suggestion | null) => void;
}

/** The song's drum kit, genre, key and BPM range; media's analysis marks its key and range '(sugerido)'. */
export function MusicalFields({ form, song, drumKit, onDrumKit }: MusicalFieldsProps) {
  const vocabulary = useMusicVocabulary();
  const categories = useCategories();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { ready, chooseKey, chooseBpm } = song;
  const keyOption = (key: string) => (
    <option key={key} value={key}>
      {key === ready?.key ? `${key} (sugerido)` : key}
    </option>
  );

  return (
    <FieldGrid>
      <DrumKitField
        control={control}
        name="drumKitName"
        label="Drum Kit (opcional)"
        selected={drumKit}
        onSelect={onDrumKit}
        newNameHint="Novo drum kit: será criado com a capa ao gerar o contrato."
        selectedHint="A música entra neste drum kit."
      />
      <FormField
        label="Gênero"
        error={errors.categoryId?.message ?? (categories.isError ? categoriesListFailed(categories.error) : undefined)}
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
  );
}
