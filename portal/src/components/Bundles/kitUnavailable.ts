import type { SoundPage } from '../../api/soundTypes';

/**
 * What a kit's first page of sounds (unfiltered, as the viewer sees them) already tells about its
 * ZIP: nothing to put in it, or nothing ready yet. Null: worth asking the server.
 */
export function kitUnavailable(page: SoundPage | undefined): string | null {
  if (!page) return null;
  if (page.total === 0) return 'Este Drum Kit ainda não tem sons para baixar.';
  const everyOneListed = page.items.length >= page.total;
  if (everyOneListed && page.items.every((sound) => sound.audio.status !== 'ready')) {
    return 'Nenhum som deste Drum Kit está pronto para download ainda.';
  }
  return null;
}
