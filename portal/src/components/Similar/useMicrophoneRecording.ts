import { useEffect, useRef, useState } from 'react';

import { microphoneRefusal, RECORDING_UNREADABLE, RECORDING_UNSUPPORTED } from './microphoneRefusal';
import { recordingToWav } from './recordingToWav';

/** A recording stops by itself after this long: a search wants a few seconds of sound. */
export const MAX_RECORDING_SECONDS = 10;

export type RecordingState =
  | { phase: 'asking' }
  | { phase: 'recording'; startedAt: number }
  | { phase: 'encoding' }
  | { phase: 'failed'; message: string };

/**
 * Records from the microphone as soon as it mounts (the browser asks for permission first), for
 * at most MAX_RECORDING_SECONDS, and hands the recording over as a WAV file. Unmounting stops
 * everything and releases the microphone.
 */
export function useMicrophoneRecording(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecordingState>({ phase: 'asking' });
  const recorder = useRef<MediaRecorder | null>(null);
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  });

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const release = () => stream?.getTracks().forEach((track) => track.stop());

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
        setState({ phase: 'failed', message: RECORDING_UNSUPPORTED });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        if (!cancelled) setState({ phase: 'failed', message: microphoneRefusal(error) });
        return;
      }
      if (cancelled) {
        release();
        return;
      }
      const chunks: Blob[] = [];
      const started = new MediaRecorder(stream);
      started.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      started.onstop = () => {
        release();
        if (cancelled) return;
        setState({ phase: 'encoding' });
        recordingToWav(new Blob(chunks, { type: started.mimeType })).then(
          (file) => {
            if (!cancelled) recorded.current(file);
          },
          () => {
            if (!cancelled) setState({ phase: 'failed', message: RECORDING_UNREADABLE });
          },
        );
      };
      started.start();
      recorder.current = started;
      setState({ phase: 'recording', startedAt: performance.now() });
      timer = window.setTimeout(() => {
        if (started.state === 'recording') started.stop();
      }, MAX_RECORDING_SECONDS * 1000);
    };
    void start();

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (recorder.current?.state === 'recording') recorder.current.stop();
      recorder.current = null;
      release();
    };
  }, []);

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };
  return { state, stop };
}
