import { Text } from '@chakra-ui/react';
import { useState } from 'react';

import { fetchSimilar, similarKeys } from '../../api/similar';
import { DrawerSoundList } from '../Matches/DrawerSoundList';
import type { SoundDrawerProps } from '../Matches/SoundDrawerButton';
import { SoundsDrawer } from '../Matches/SoundsDrawer';
import { SoundTypeSelect } from '../Matches/SoundTypeSelect';
import type { SoundType } from '../../api/soundTypes';
import { comparedKind } from './comparedKind';

export const NOT_DESCRIBED = 'Ainda estamos analisando como este som soa.';

/** The sounds that sound most like `sound` (timbre, not tags), of a type the person picks: at first its own. */
export function SimilarDrawer({ sound, open, onOpenChange }: SoundDrawerProps) {
  const [type, setType] = useState<SoundType>(sound.type);
  return (
    <SoundsDrawer
      title="Sons parecidos"
      description={
        <>
          Sons que soam como “{sound.name}”: timbre, brilho, ataque e textura parecidos, do mais parecido para o menos.
        </>
      }
      open={open}
      onOpenChange={onOpenChange}
    >
      <SoundTypeSelect value={type} onChange={setType} />
      <DrawerSoundList
        queryKey={similarKeys.ofSound(sound.id, type)}
        fetch={() => fetchSimilar(sound.id, type)}
        loadingText="Procurando sons parecidos…"
        errorTitle="Não foi possível buscar os sons parecidos."
        summary={({ reference }) =>
          reference.described && (
            <Text fontSize="sm" color="fg.muted">
              {comparedKind(reference.loop)}
            </Text>
          )
        }
        empty={({ reference }) =>
          reference.described
            ? { text: 'Nenhum som parecido com este ainda', hint: 'Experimente outro tipo de som.' }
            : { text: NOT_DESCRIBED, hint: 'Tente de novo em alguns minutos.' }
        }
      />
    </SoundsDrawer>
  );
}
