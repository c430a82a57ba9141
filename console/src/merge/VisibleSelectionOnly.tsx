import { useEffect } from 'react';
import { useListContext } from 'react-admin';

/**
 * Keeps the selection to rows on screen: a tick left on another page, or on a row gone since,
 * would be merged without being seen ('1 item selecionado' with no tick visible).
 */
export function VisibleSelectionOnly() {
  const { selectedIds, data, isFetching, onSelect } = useListContext();
  useEffect(() => {
    if (!data || isFetching) return;
    const visible = selectedIds.filter((id) => data.some((row) => row.id === id));
    if (visible.length < selectedIds.length) onSelect(visible);
  }, [data, isFetching, selectedIds, onSelect]);
  return null;
}
