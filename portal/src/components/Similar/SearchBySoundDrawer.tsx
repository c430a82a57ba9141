import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';

import { fetchSimilarTo, similarKeys, type SoundDescription } from '../../api/similar';
import { importOrReload } from '../../routes/lazyImport';
import { LoadingStatus } from '../Common/LoadingStatus';
import { DrawerSoundList } from '../Matches/DrawerSoundList';
import { SoundsDrawer } from '../Matches/SoundsDrawer';
import { describedSound } from './describedSound';
import { familyPhrase } from './familyPhrase';
import { SimilarIcon } from './SimilarIcons';
import { SimilarToFilterOptions, type SimilarToFilters } from './SimilarToFilters';
import { SearchRefusalAlert } from './SearchRefusalAlert';
import { SEARCH_SOUND_MAX_SECONDS } from './searchSoundLength';
import { SoundSourcePicker } from './SoundSourcePicker';
import { useSoundDescription } from './useSoundDescription';

// Loaded when the person asks to record: most searches start from a file.
const MicrophoneRecorder = lazy(async () => ({
  default: (await importOrReload(() => import('./MicrophoneRecorder'))).MicrophoneRecorder,
}));

interface Search {
  /** Names this description in the results' query key (its timbre stays out of it). */
  id: number;
  fileName: string;
  description: SoundDescription;
}

interface SearchBySoundDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Search with a sound (issue #34): a file dropped, chosen or recorded is described by media (and
 * not kept); the catalogue's nearest sounds follow, with filters that ask again without sending
 * the sound again.
 */
export function SearchBySoundDrawer({ open, onOpenChange }: SearchBySoundDrawerProps) {
  const [recording, setRecording] = useState(false);
  // Back from the recorder (its 'Voltar'): the focus goes to the record button, not to the page.
  const [backFromRecorder, setBackFromRecorder] = useState(false);
  const [search, setSearch] = useState<Search | null>(null);
  const [filters, setFilters] = useState<SimilarToFilters>({ loop: false });
  const searches = useRef(0);
  const describe = useSoundDescription((description, sent) => {
    searches.current += 1;
    setSearch({ id: searches.current, fileName: sent.name, description });
    setFilters({ loop: description.loop });
  });

  const take = (file: File) => {
    setRecording(false);
    setBackFromRecorder(false);
    setSearch(null);
    void describe.send(file);
  };

  return (
    <SoundsDrawer
      title="Buscar com um som"
      description={`Solte, escolha ou grave um som de até ${SEARCH_SOUND_MAX_SECONDS} segundos: mostramos os sons do catálogo que soam parecido. Nada do que você enviar fica guardado.`}
      open={open}
      onOpenChange={onOpenChange}
    >
      {recording ? (
        <Suspense fallback={<LoadingStatus text="Abrindo o gravador…" />}>
          <MicrophoneRecorder
            onRecorded={take}
            onClose={() => {
              setRecording(false);
              setBackFromRecorder(true);
            }}
          />
        </Suspense>
      ) : (
        <SoundSourcePicker
          onFile={take}
          onRecord={() => setRecording(true)}
          busy={describe.pending}
          compact={search !== null}
          focusRecord={backFromRecorder}
        />
      )}

      {/* One region from the start: 'analysing', then what was heard, are announced as they change. */}
      <Box role="status">
        {describe.pending && <LoadingStatus role="none" text="Analisando como o seu som soa…" />}
        {search && (
          <HStack gap="2" align="baseline" flexWrap="wrap">
            <SimilarIcon boxSize="4" flexShrink={0} color="brand.fg" alignSelf="center" />
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {search.fileName}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {describedSound(search.description)}
            </Text>
          </HStack>
        )}
      </Box>

      {describe.refusal && <SearchRefusalAlert refusal={describe.refusal} />}

      {search && (
        <Stack gap="5">
          <SimilarToFilterOptions filters={filters} onChange={setFilters} />
          <DrawerSoundList
            queryKey={similarKeys.toSound(search.id, filters)}
            fetch={() =>
              fetchSimilarTo({ timbre: search.description.timbre, reading: search.description.reading, ...filters })
            }
            loadingText="Procurando sons parecidos…"
            errorTitle="Não foi possível buscar os sons parecidos."
            // The family the catalogue listed first, read by media in the sound (#44).
            summary={(answer) =>
              answer.family && (
                <Text fontWeight="semibold" color="brand.fg">
                  {familyPhrase(answer.family)}
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {' '}
                    · os sons dessa família vêm primeiro
                  </Text>
                </Text>
              )
            }
            empty={() => ({
              text: 'Nenhum som parecido encontrado',
              hint: `Experimente outros filtros, ou comparar com ${filters.loop ? 'one-shots' : 'loops'}.`,
            })}
          />
        </Stack>
      )}
    </SoundsDrawer>
  );
}
