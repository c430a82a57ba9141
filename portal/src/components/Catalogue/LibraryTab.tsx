import type { ReactNode } from 'react';

import { SoundList } from '../Sounds/SoundList';
import { useSoundPage } from '../Sounds/useSoundPage';
import { ProfileArea } from './ProfileArea';
import { useAddressPage } from './useAddressPage';

interface LibraryTabProps {
  list: 'downloads' | 'uploads' | 'likes' | 'news';
  title: string;
  subtitle: ReactNode;
  emptyText: string;
  emptyHint?: ReactNode;
  errorText: string;
  canDelete?: boolean;
  /** Beside the title: what acts on the whole list ('Baixar curtidas'). */
  actions?: ReactNode;
}

const NO_FILTERS = {};

/** A profile tab listing the signed-in user's sounds, a page at a time. */
export function LibraryTab({
  list,
  title,
  subtitle,
  emptyText,
  emptyHint,
  errorText,
  canDelete,
  actions,
}: LibraryTabProps) {
  const [page, setPage] = useAddressPage();
  const sounds = useSoundPage({ kind: 'library', list }, NO_FILTERS, page);
  return (
    <ProfileArea title={title} subtitle={subtitle} actions={actions}>
      <SoundList
        query={sounds}
        page={page}
        onPageChange={setPage}
        showTotal
        emptyText={emptyText}
        emptyHint={emptyHint}
        errorText={errorText}
        canDelete={canDelete}
      />
    </ProfileArea>
  );
}
