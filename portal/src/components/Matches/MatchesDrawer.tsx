import { useState } from 'react';

import { fetchMatches, matchesKey } from '../../api/matches';
import { soundTempoText } from '../Sounds/soundTempo';
import type { SoundType } from '../../api/soundTypes';
import { complementType } from './complementType';
import { DrawerSoundList } from './DrawerSoundList';
import type { SoundDrawerProps } from './SoundDrawerButton';
import { SoundsDrawer } from './SoundsDrawer';
import { SoundTypeSelect } from './SoundTypeSelect';

/** The sounds that fit `sound`, of a type the person picks (at first the one that complements it). */
export function MatchesDrawer({ sound, open, onOpenChange }: SoundDrawerProps) {
  const [type, setType] = useState<SoundType>(() => complementType(sound.type));
  // What the sound has of key and tempo: a kick has neither, and matches any (#43).
  const musical = [sound.key, soundTempoText(sound)].filter(Boolean).join(', ');
  return (
    <SoundsDrawer
      title="Combina com este"
      description={
        <>
          Sons em tons compatíveis com “{sound.name}”{musical && ` (${musical})`}: o mesmo tom, o relativo ou uma quinta
          acima ou abaixo, com andamento até 6% diferente, a metade ou o dobro. Primeiro os que combinam mais, depois os
          mais populares.
        </>
      }
      open={open}
      onOpenChange={onOpenChange}
    >
      <SoundTypeSelect value={type} onChange={setType} />
      <DrawerSoundList
        queryKey={matchesKey(sound.id, type)}
        fetch={() => fetchMatches(sound.id, type)}
        loadingText="Procurando sons que combinam…"
        errorTitle="Não foi possível buscar os sons que combinam."
        empty={() => ({ text: 'Nenhum som combina com este ainda', hint: 'Experimente outro tipo de som.' })}
      />
    </SoundsDrawer>
  );
}
