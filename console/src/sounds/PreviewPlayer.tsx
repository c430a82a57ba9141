import { useRecordContext, useTranslate } from 'react-admin';

import type { AdminSound } from './types';

/** The browser's own player over the signed preview link (none until media has processed the file). */
export function PreviewPlayer(_props: { label?: string }) {
  const record = useRecordContext<AdminSound>();
  const translate = useTranslate();
  if (!record?.audio.previewUrl) return null;
  return (
    <audio
      controls
      preload="none"
      src={record.audio.previewUrl}
      aria-label={translate('resources.sounds.action.play', { name: record.name })}
      // A click on the player must not open the row.
      onClick={(event) => event.stopPropagation()}
      style={{ width: 220 }}
    />
  );
}
