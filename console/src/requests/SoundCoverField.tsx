import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Avatar } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { DistributionRequest, LabeledFieldProps } from './types';

interface SoundCoverFieldProps extends LabeledFieldProps {
  size?: number;
  /** In a list row the sound's name stands beside the cover, so the image adds nothing to read. */
  decorative?: boolean;
}

export function SoundCoverField({ size = 48, decorative = false }: SoundCoverFieldProps) {
  const record = useRecordContext<DistributionRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const alt = decorative ? '' : translate('resources.distribution-requests.cover_alt', { name: record.sound.name });
  return (
    <Avatar variant="rounded" src={record.sound.imageUrl ?? undefined} alt={alt} sx={{ width: size, height: size }}>
      <MusicNoteIcon aria-hidden="true" />
    </Avatar>
  );
}
