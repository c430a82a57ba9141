import { INSTRUMENT_FAMILY_LABELS, SOUND_SHAPE_LABELS } from '@sampleteca/clients-shared/vocabulary';

import type { InstrumentFamily, SoundShape } from '../../api/soundTypes';

/** How the portal names each family and shape: the contract's names, typed by the API's values. */
export const FAMILY_LABELS: Record<InstrumentFamily, string> = INSTRUMENT_FAMILY_LABELS;
export const SHAPE_LABELS: Record<SoundShape, string> = SOUND_SHAPE_LABELS;

/** Said beside the chip the analysis picked. */
export const SUGGESTED_BY_ANALYSIS = 'Sugerido pela análise';
