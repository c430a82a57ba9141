import { SimpleList, useTranslate } from 'react-admin';

import type { TaxonomyEntry } from './types';

/**
 * On a phone, a line per category, kit or artist (its producer, its sounds, whether it looks like
 * a duplicate), opening its page: the name to change and its duplicates to merge (DuplicatesPanel).
 */
export function TaxonomyLines() {
  const translate = useTranslate();
  return (
    <SimpleList<TaxonomyEntry>
      linkType="edit"
      primaryText={(entry) => entry.name}
      secondaryText={(entry) =>
        [entry.ownerName, `${entry.sounds.toLocaleString('pt-BR')} ${translate('sampleteca.merge.sounds')}`]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(entry) =>
        entry.similar > 0 ? translate('sampleteca.merge.similar', { smart_count: entry.similar }) : ''
      }
    />
  );
}
