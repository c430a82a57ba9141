import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { describeAudio, type SoundDescription } from '../../api/similar';
import { describeRefusal, type SearchRefusal } from './describeRefusal';
import { isTooLongToSearch, readSoundLength, TOO_LONG_REFUSAL } from './searchSoundLength';

/**
 * Sends a file to media to be described, once the browser has checked its length: a sound the
 * browser reads as too long is refused here, without sending a byte. Only the last file chosen
 * lands in `onDescribed`; `refusal` says why the last one was not described.
 */
export function useSoundDescription(onDescribed: (description: SoundDescription, file: File) => void) {
  const describe = useMutation({ mutationFn: describeAudio });
  const [checking, setChecking] = useState(false);
  const [tooLong, setTooLong] = useState(false);
  const chosen = useRef(0);

  const send = async (file: File) => {
    const turn = ++chosen.current;
    describe.reset();
    setTooLong(false);
    setChecking(true);
    const seconds = await readSoundLength(file);
    if (turn !== chosen.current) return;
    setChecking(false);
    if (isTooLongToSearch(seconds)) return setTooLong(true);
    describe.mutate(file, { onSuccess: (description, sent) => onDescribed(description, sent) });
  };

  const refusal: SearchRefusal | null = tooLong
    ? TOO_LONG_REFUSAL
    : describe.isError
      ? describeRefusal(describe.error)
      : null;
  return { send, pending: checking || describe.isPending, refusal };
}
