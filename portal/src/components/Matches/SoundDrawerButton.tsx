import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';

import { CARD_ACTION } from '../Sounds/cardAction';
import type { Sound } from '../../api/soundTypes';
import { InsideSoundDrawer } from './InsideSoundDrawer';

export interface SoundDrawerProps {
  sound: Sound;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface SoundDrawerButtonProps {
  sound: Sound;
  /** The button's title; its accessible name adds the sound's name. */
  label: string;
  icon: ReactNode;
  /** A lazy component: it loads on the first press (every card shows the button, few open it). */
  drawer: ComponentType<SoundDrawerProps>;
}

/** A card's button that opens a drawer of other sounds about this one ('Combina com este', 'Sons parecidos'). */
export function SoundDrawerButton({ sound, label, icon, drawer: Drawer }: SoundDrawerButtonProps) {
  const inside = useContext(InsideSoundDrawer);
  const [open, setOpen] = useState(false);
  // Each opening starts afresh (a new drawer); 0: never opened, nothing loaded.
  const [openings, setOpenings] = useState(0);
  if (inside) return null;
  const show = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      <Button {...CARD_ACTION} title={label} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        {icon}
        <VisuallyHidden>
          {label}: {sound.name}
        </VisuallyHidden>
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <Drawer key={openings} sound={sound} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
