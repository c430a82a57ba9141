import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../api/apiError';
import { fetchDownloadBytes, type DownloadLink } from '../../api/sounds';
import { importOrReload } from '../../routes/lazyImport';
import { tunedFileName } from '../Session/tunedFileName';
import { TunedRenderError } from '../Session/tunedRenderError';
import { isLoop, type TuningPlan } from '../Session/tuningPlan';
import type { Sound } from '../../api/soundTypes';
import { abortTunedDownload, claimTunedDownload } from './tunedDownloadSlot';

// The stretcher and the renderer load only when a listener picks the download in their tempo and key.
const renderer = () => importOrReload(() => import('../Session/offlineRender'));

const FETCH_FAILED = 'Não foi possível baixar o MP3 deste som. Verifique sua conexão e tente novamente.';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The download in the listener's session tempo and key, made in the browser (#29 §2): the sound's
 * MP3 fetched through its signed link (which counts the download), stretched and transposed
 * offline by the stretcher the previews use, saved as a WAV. `progress` is 0–1 while it runs, null
 * otherwise. Cancelling, the card leaving the page or another download starting stops it, and
 * then nothing is saved.
 */
export function useTunedDownload(sound: Pick<Sound, 'type' | 'tempo' | 'key' | 'audio'>) {
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (current.current) abortTunedDownload(current.current);
    current.current = null;
    setProgress(null);
  }, []);

  // A card that leaves the page takes its render with it.
  useEffect(() => cancel, [cancel]);

  /** The WAV's address and name once made; null when it was stopped (nothing to save). */
  const run = async (link: DownloadLink, plan: TuningPlan): Promise<{ url: string; fileName: string } | null> => {
    const controller = claimTunedDownload();
    current.current = controller;
    const { signal } = controller;
    setProgress(0);
    try {
      // The MP3 and the renderer arrive together.
      const [{ renderTuned }, bytes] = await Promise.all([
        renderer(),
        fetchDownloadBytes(link.url, signal).catch((error: unknown) => {
          throw isAbort(error) || error instanceof ApiError
            ? error
            : new TunedRenderError(FETCH_FAILED, { cause: error });
        }),
      ]);
      const wav = await renderTuned({
        bytes,
        plan,
        loop: isLoop(sound),
        signal,
        onProgress: (fraction) => !signal.aborted && setProgress(fraction),
      });
      if (signal.aborted) return null;
      return { url: URL.createObjectURL(wav), fileName: tunedFileName(link.fileName, sound, plan) };
    } catch (error) {
      if (signal.aborted || isAbort(error)) return null;
      throw error;
    } finally {
      if (current.current === controller) {
        current.current = null;
        // Frees the slot (aborting a finished render changes nothing).
        abortTunedDownload(controller);
        setProgress(null);
      }
    }
  };

  /**
   * Loads the renderer ahead (when the dialog offers the file), so picking it only fetches and
   * renders. A failure here reloads nothing: picking the file tries again (and says so).
   */
  const prepare = useCallback(() => void import('../Session/offlineRender').catch(() => undefined), []);

  return { progress, run, cancel, prepare };
}
