import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

import type { AdminSound } from './types';

/** The sound's name leads to its page: a row's click does the same, but only a link takes the keyboard there. */
export function SoundNameLink(_props: { label?: string }) {
  const record = useRecordContext<AdminSound>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'sounds', id: record.id, type: 'edit' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {record.name}
    </Link>
  );
}
