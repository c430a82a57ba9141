import { useCallback, useEffect, useRef, useState } from 'react';

import { toaster } from '../../ui/toaster';
import { AUDIO_UPLOAD_FAILED, AudioUploadError, uploadAudio } from '../../../api/uploadAudio';

export type AudioUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fileSize: number | null; progress: number }
  | { phase: 'uploaded'; fileName: string; fileSize: number | null; audioId: string }
  | { phase: 'error'; fileName: string; fileSize: number | null; message: string };

const audioExtensions = /\.(wav|wave|aif|aiff|flac|mp3|ogg|oga|opus|m4a)$/i;

/** Spec 02 §5: audio files only (some systems give no type for .aif or .flac: the name then decides). */
const isAudioFile = (file: File) =>
  file.type.startsWith('audio/') || (file.type === '' && audioExtensions.test(file.name));

/**
 * The music of step 1: sent as soon as it is picked, with its progress. Picking another file
 * cancels the send under way; leaving the page cancels it too.
 */
export function useAudioUpload(initial: AudioUploadState, onUploaded: (audioId: string | null) => void) {
  const [state, setState] = useState<AudioUploadState>(initial);
  const controller = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    const fail = (message: string) => {
      setState({ phase: 'error', fileName: file.name, fileSize: file.size, message });
      toaster.create({ type: 'error', title: message });
    };
    controller.current?.abort();
    uploaded.current(null);
    if (!isAudioFile(file)) {
      fail(`${AUDIO_UPLOAD_FAILED.slice(0, -1)}: escolha um arquivo de áudio (WAV, AIFF, FLAC, MP3, OGG ou M4A).`);
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'uploading', fileName: file.name, fileSize: file.size, progress: 0 });
    try {
      const answer = await uploadAudio(
        file,
        (fraction) =>
          setState((previous) =>
            previous.phase === 'uploading' && !current.signal.aborted ? { ...previous, progress: fraction } : previous,
          ),
        current.signal,
      );
      if (current.signal.aborted) return;
      setState({ phase: 'uploaded', fileName: file.name, fileSize: file.size, audioId: answer.id });
      uploaded.current(answer.id);
    } catch (error) {
      if (current.signal.aborted) return;
      fail(error instanceof AudioUploadError ? error.message : AUDIO_UPLOAD_FAILED);
    }
  }, []);

  return { state, start };
}
