import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/**
 * Keeps the selection to rows on screen: a tick left on another page, or on a row gone since,
 * would be merged without being seen ('1 item selecionado' with no tick visible). react-admin
 * keeps ticks in its store (localStorage), so they are cleared too when the list opens: a tick
 * surviving a reload or a visit elsewhere was merged without being seen.
 */
export function VisibleSelectionOnly() {
  const { selectedIds, data, isFetching, onSelect, onUnselectItems } = useListContext();
  // Once, when the list opens (a reload, or back from elsewhere): older ticks are not on screen.
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    onUnselectItems();
  }, [onUnselectItems]);
  useEffect(() => {
    if (!data || isFetching) return;
    const visible = selectedIds.filter((id) => data.some((row) => row.id === id));
    if (visible.length < selectedIds.length) onSelect(visible);
  }, [data, isFetching, selectedIds, onSelect]);
  return null;
}
