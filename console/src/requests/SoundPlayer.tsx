import { useRecordContext, useTranslate } from 'react-admin';

import type { DistributionRequest, LabeledFieldProps } from './types';

/** The browser's own player: keyboard and screen readers work with it as they are. */
export function SoundPlayer(_props: LabeledFieldProps) {
  const record = useRecordContext<DistributionRequest>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <audio
      controls
      preload="none"
      src={record.sound.previewUrl}
      aria-label={translate('resources.distribution-requests.player', { name: record.sound.name })}
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}
