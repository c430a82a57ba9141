import type { FilterGroup } from './FilterOptions';
import { FAMILY_LABELS, SHAPE_LABELS } from '../SoundTags/soundTags';
import { type InstrumentFamily, type SoundShape } from '../../api/soundTypes';
import { SOUND_TYPES, type SoundFacets } from '../../api/soundTypes';

type GroupName = 'type' | 'category' | 'key' | 'drumKit' | 'uploader' | 'family' | 'shape';

export interface GroupLayout {
  name: GroupName;
  /** How many show until 'expandir +'. */
  shown?: number;
  link?: FilterGroup['link'];
}

/** #44's groups, what the sound is (instruments 6 until expanded), as every catalogue screen shows them. */
export const SOUND_NATURE_GROUPS: GroupLayout[] = [{ name: 'family', shown: 6 }, { name: 'shape' }];

const TITLES: Record<GroupName, string> = {
  type: 'Tipo',
  category: 'Gêneros',
  key: 'Tom',
  drumKit: 'Drum Kits',
  uploader: 'Artistas',
  family: 'Instrumento',
  shape: 'Formato',
};

// Spec 02 §8: what each group says when its values cannot be loaded.
const ERRORS: Record<Exclude<GroupName, 'type'>, string> = {
  category: 'Erro ao buscar categorias com músicas!',
  key: 'Erro ao buscar tons!',
  drumKit: 'Erro ao buscar Drum Kits!',
  uploader: 'Erro ao buscar artistas com músicas!',
  family: 'Erro ao buscar instrumentos!',
  shape: 'Erro ao buscar formatos!',
};

/** The API's values of #44's tags, as the portal names them. */
const TAG_LABELS: Partial<Record<GroupName, (value: string) => string>> = {
  family: (value) => FAMILY_LABELS[value as InstrumentFamily] ?? value,
  shape: (value) => SHAPE_LABELS[value as SoundShape] ?? value,
};

/** The panel's groups from the facet counts, in the order and sizes a screen asks for. */
export function filterGroups(facets: SoundFacets | undefined, failed: boolean, layout: GroupLayout[]): FilterGroup[] {
  return layout.map(({ name, shown, link }) => {
    if (name === 'type') {
      // The four types always show: they are the catalogue's main way in.
      const counts = new Map(facets?.type.map((entry) => [entry.value, entry.count]));
      return {
        name,
        title: TITLES.type,
        always: true,
        options: SOUND_TYPES.map((type) => ({
          value: type,
          label: type,
          count: facets ? (counts.get(type) ?? 0) : undefined,
        })),
      };
    }
    const label = TAG_LABELS[name];
    // A facet a catalogue of the release before does not send is no group (rather than a crash).
    const counted = facets?.[name] ?? [];
    const options = label ? counted.map((entry) => ({ ...entry, label: label(entry.value) })) : counted;
    return {
      name,
      title: TITLES[name],
      shown,
      options,
      capitalize: name === 'category',
      error: failed && !facets ? ERRORS[name] : undefined,
      // 'Ver todos +' when there is more to see (spec 02 §2, drum kits).
      link: link && (name !== 'drumKit' || options.length > 1) ? link : undefined,
    };
  });
}
