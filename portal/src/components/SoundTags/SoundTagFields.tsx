import { Stack } from '@chakra-ui/react';

import { FAMILY_LABELS, SHAPE_LABELS, SUGGESTED_BY_ANALYSIS } from './soundTags';
import { INSTRUMENT_FAMILIES, SOUND_SHAPES, type InstrumentFamily, type SoundShape } from '../../api/soundTypes';
import { TagChipGroup } from './TagChipGroup';

export interface SoundTagValues {
  instrumentFamily: InstrumentFamily | null;
  shape: SoundShape | null;
}

interface SoundTagFieldsProps {
  value: SoundTagValues;
  onChange: (value: SoundTagValues) => void;
  /** The analysis' reading (null: none, or not yet). */
  suggested?: Partial<SoundTagValues> | null;
  /** Said when there is no suggestion (still reading, or nothing read). */
  pendingHint?: string;
  /** Radio names: two forms on one page (a dialog over the list) must not share a group. */
  idPrefix: string;
}

const familyOptions = INSTRUMENT_FAMILIES.map((family) => ({ value: family, label: FAMILY_LABELS[family] }));
const shapeOptions = SOUND_SHAPES.map((shape) => ({ value: shape, label: SHAPE_LABELS[shape] }));

/** The instrument and the shape as chips (#44): the wizard's step 2 and the owner's correction. */
export function SoundTagFields({ value, onChange, suggested, pendingHint, idPrefix }: SoundTagFieldsProps) {
  const hint = (picked: string | null | undefined) =>
    picked ? `${SUGGESTED_BY_ANALYSIS}: ${picked}. Mantenha ou troque.` : pendingHint;
  const family = suggested?.instrumentFamily ?? null;
  const shape = suggested?.shape ?? null;
  return (
    <Stack gap="6">
      <TagChipGroup
        label="Instrumento"
        name={`${idPrefix}-instrument`}
        options={familyOptions}
        value={value.instrumentFamily}
        onChange={(instrumentFamily) => onChange({ ...value, instrumentFamily })}
        suggested={family}
        hint={hint(family && FAMILY_LABELS[family])}
      />
      <TagChipGroup
        label="Formato"
        name={`${idPrefix}-shape`}
        options={shapeOptions}
        value={value.shape}
        onChange={(next) => onChange({ ...value, shape: next })}
        suggested={shape}
        hint={hint(shape && SHAPE_LABELS[shape])}
      />
    </Stack>
  );
}
