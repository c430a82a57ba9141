import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  checkDownloadable,
  deleteSound,
  likeSound,
  requestDownload,
  soundKeys,
  type DownloadLink,
} from '../../api/sounds';
import { tunedLabel } from '../Session/tunedFileName';
import { TunedRenderError } from '../Session/tunedRenderError';
import { tuningPlan } from '../Session/tuningPlan';
import { useSessionTuning } from '../Session/useSessionTuning';
import { toaster } from '../ui/toaster';
import { LIKE_ERROR, showDownloadFailure, showSoundActionFailure } from './actionFailure';
import { DOWNLOAD_ERROR, showPlanRequired } from './downloadRefusal';
import type { Sound, SoundPage } from '../../api/soundTypes';
import { abortTunedDownload } from './tunedDownloadSlot';
import { useTunedDownload } from './useTunedDownload';

/** Media counts a download as it serves the file: the lists ask again once it has. */
const RECOUNT_AFTER_MS = 1000;

/** Applies `change` to the sound wherever a cached list holds it (the card follows at once). */
function patchSound(queryClient: QueryClient, id: string, change: (sound: Sound) => Partial<Sound>) {
  queryClient.setQueriesData<SoundPage>({ queryKey: soundKeys.all }, (page) => {
    if (!page || !Array.isArray(page.items) || !page.items.some((sound) => sound.id === id)) return page;
    return { ...page, items: page.items.map((sound) => (sound.id === id ? { ...sound, ...change(sound) } : sound)) };
  });
}

/** Saves a same-origin link the way a click on `<a download>` does. */
export function saveFile(url: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * A download with more than the MP3 (the original, the listener's tempo and key): the person
 * picks the file. `tuned`: what the session changes ('120 BPM, Bm'; null when nothing);
 * `progress` (0–1) while the browser prepares the one in their tempo and key.
 */
export type DownloadChoice = DownloadLink & {
  tuned: { label: string; semitones: number } | null;
  progress: number | null;
};

export type DownloadFile = 'mp3' | 'original' | 'tuned';

/** Like, download and delete for one sound card. */
export function useSoundActions(sound: Sound) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { id } = sound;
  const [link, setLink] = useState<DownloadLink | null>(null);
  const session = useSessionTuning();
  const plan = tuningPlan(sound, session);
  const tuned = useTunedDownload(sound);
  const choice: DownloadChoice | null = link && {
    ...link,
    tuned: plan && { label: tunedLabel(sound, plan), semitones: plan.semitones },
    progress: tuned.progress,
  };

  const saved = (url: string, fileName: string, downloads: number) => {
    saveFile(url, fileName);
    // It counts once per person, when media serves it (in a moment): the card shows it now.
    patchSound(queryClient, id, (current) => ({
      downloads: current.downloaded ? downloads : downloads + 1,
      downloaded: true,
    }));
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: soundKeys.library('downloads') }),
      RECOUNT_AFTER_MS,
    );
  };

  // Spec 02 §4: the like toggles in the interface at once, then goes to the server.
  const like = useMutation({
    mutationFn: (liked: boolean) => likeSound(id, liked),
    // Offline the like waits for the connection (and says so) rather than failing: it is kept.
    networkMode: 'online',
    // Likes kept offline are sent in the order they were pressed when the connection returns.
    scope: { id: `like-${id}` },
    meta: { queuedOffline: 'Sem conexão: sua curtida será registrada quando a conexão voltar.' },
    onMutate: (liked) =>
      patchSound(queryClient, id, (current) => ({
        liked,
        likes: Math.max(0, current.likes + (current.liked === liked ? 0 : liked ? 1 : -1)),
      })),
    onSuccess: (state) => patchSound(queryClient, id, () => state),
    onError: (error, liked) => {
      patchSound(queryClient, id, (current) => ({
        liked: !liked,
        likes: Math.max(0, current.likes + (liked ? -1 : 1)),
      }));
      void showSoundActionFailure(queryClient, sound, error, LIKE_ERROR);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: soundKeys.library('likes') }),
  });

  const download = useMutation({
    mutationFn: () => {
      // Another sound's download: the one being prepared in the listener's tempo and key stops.
      abortTunedDownload();
      return requestDownload(id);
    },
    onSuccess: (link) => {
      if (plan) tuned.prepare();
      if (link.original || plan) setLink(link);
      else saved(link.url, link.fileName, link.downloads);
    },
    onError: (error) => {
      if (showPlanRequired(error, navigate)) return;
      void showDownloadFailure(queryClient, sound, error);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteSound(id),
    onSuccess: ({ message }) => {
      toaster.create({ type: 'success', title: message || 'Som removido com sucesso!' });
      // Spec 02 §4: after a deletion the lists load again.
      void queryClient.invalidateQueries({ queryKey: soundKeys.all });
    },
  });

  /**
   * The one in the session's tempo and key, made here in the browser: the dialog stays open with
   * its progress until the WAV is saved; closed or cancelled, nothing is saved.
   */
  const chooseTuned = async (current: DownloadLink) => {
    if (!plan) return;
    try {
      // The tuned link serves the same MP3 and tells the producer's dashboard it was tuned.
      const made = await tuned.run({ ...current, url: current.tuneFrom.url }, plan);
      if (!made) return;
      setLink(null);
      saved(made.url, made.fileName, current.downloads);
      // The browser has the file once the save starts; the address can go a little later.
      window.setTimeout(() => URL.revokeObjectURL(made.url), 60_000);
    } catch (error) {
      // The render's own words (fetching, decoding or stretching failed); otherwise as any download.
      if (error instanceof TunedRenderError) {
        toaster.create({ type: 'error', title: DOWNLOAD_ERROR, description: error.message });
      } else void showDownloadFailure(queryClient, sound, error);
    }
  };

  /** The file picked in the choice, checked first as the MP3 was. */
  const choose = async (file: DownloadFile) => {
    if (!link || tuned.progress !== null) return;
    if (file === 'tuned') return chooseTuned(link);
    const picked = (file === 'mp3' ? link : link[file]) ?? link;
    setLink(null);
    try {
      if (file !== 'mp3') await checkDownloadable(picked.url);
      saved(picked.url, picked.fileName, link.downloads);
    } catch (error) {
      void showDownloadFailure(queryClient, sound, error);
    }
  };

  const dismissChoice = () => {
    tuned.cancel();
    setLink(null);
  };

  return { like, download, remove, choice, choose, cancelTuned: tuned.cancel, dismissChoice };
}
