import type { SoundType } from '../../api/soundTypes';

/**
 * The type 'Combina com este' opens on: what a producer reaches for next with this sound, not more
 * of the same. A vocal wants an instrumental under it and a beat a voice on top; a melodic line
 * wants drums and loops beneath it, and a loop a melodic line over it. The drawer's type list still
 * offers every type.
 */
const COMPLEMENTS: Record<SoundType, SoundType> = {
  Acapelas: 'Beats',
  Beats: 'Acapelas',
  Melody: 'Samples',
  Samples: 'Melody',
};

export const complementType = (type: SoundType): SoundType => COMPLEMENTS[type];
