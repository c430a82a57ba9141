import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from '../../api/apiError';
import { moveInCollection, removeFromCollection } from '../../api/collections';
import { PAGE_SIZE, type Sound } from '../../api/soundTypes';
import { toaster } from '../ui/toaster';
import { useCollectionRefresh } from './useCollectionRefresh';

/** A card's control that acted, by its data-collection-control. */
export type OrderControl = 'up' | 'down' | 'remove';

/**
 * Where the keyboard goes once the list shows the change: the moved sound, at `index` of the page;
 * or, after a removal, the card now at `index`.
 */
type FocusTarget = { soundId: string; index: number; control: OrderControl; removed: boolean };

/** The container of the collection's cards, so focus looks nowhere else (a drawer may hold cards too). */
export const COLLECTION_SOUNDS = 'data-collection-sounds';

/**
 * Moving and removing the sounds of the collection page. A keyboard user stays where they were:
 * React moves a card's element when the order changes, and the browser drops the focus from it,
 * so it is given back to the same control on the moved card (the other direction's at an end),
 * following the sound to the next page when it goes there; after a removal, to the card that took
 * its place. A status line says what happened.
 */
export function useCollectionOrder(
  collectionId: string,
  page: number,
  setPage: (page: number) => void,
  items: Sound[] | undefined,
) {
  const refresh = useCollectionRefresh();
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<FocusTarget | null>(null);

  const focusPending = useCallback(() => {
    const target = pendingFocus.current;
    if (!target || !items?.length) return;
    // Only the list as it is after the change: a page read before it still has the old order.
    const shown = target.removed
      ? !items.some((item) => item.id === target.soundId)
      : items[target.index]?.id === target.soundId;
    if (!shown) return;
    const sound = items[Math.min(target.index, items.length - 1)];
    const card = document.querySelector(`[${COLLECTION_SOUNDS}] [data-sound-id="${sound.id}"]`);
    const controls = [...(card?.querySelectorAll<HTMLButtonElement>('[data-collection-control]') ?? [])];
    const button =
      controls.find((control) => control.dataset.collectionControl === target.control && !control.disabled) ??
      controls.find((control) => !control.disabled);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  }, [items]);
  useEffect(focusPending, [focusPending]);

  const fail = (error: Error) =>
    toaster.create({ type: 'error', title: errorMessage(error, 'Não foi possível mudar a coleção. Tente novamente.') });

  const move = useMutation({
    mutationFn: ({ sound, position }: { sound: Sound; position: number; control: OrderControl }) =>
      moveInCollection(collectionId, sound.id, position),
    onSuccess: async (_, { sound, position, control }) => {
      pendingFocus.current = { soundId: sound.id, index: (position - 1) % PAGE_SIZE, control, removed: false };
      const target = Math.ceil(position / PAGE_SIZE);
      if (target !== page) setPage(target);
      await refresh(collectionId);
      setAnnouncement(`“${sound.name}” agora é o ${position}º da coleção.`);
      focusPending();
    },
    onError: fail,
  });

  const remove = useMutation({
    mutationFn: ({ sound }: { sound: Sound; index: number }) => removeFromCollection(collectionId, sound.id),
    onSuccess: async (_, { sound, index }) => {
      pendingFocus.current = { soundId: sound.id, index, control: 'remove', removed: true };
      await refresh(collectionId);
      setAnnouncement(`“${sound.name}” saiu da coleção.`);
      focusPending();
    },
    onError: fail,
  });

  const busy = move.isPending || remove.isPending;
  return {
    announcement,
    /** Moves the sound to `position` (1 = first); one change at a time. */
    move: (sound: Sound, position: number, control: OrderControl) => {
      if (!busy) move.mutate({ sound, position, control });
    },
    remove: (sound: Sound, index: number) => {
      if (!busy) remove.mutate({ sound, index });
    },
  };
}
