import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from '../Icons/SvgIcon';

/** A folder with a plus: keep it in a collection. */
export function CollectionAddIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      <path d="M12 10v6" />
      <path d="M9 13h6" />
    </SvgIcon>
  );
}

/** An arrow pointing up, or down with `down`: move in the collection's order. */
export function MoveIcon({ down = false, ...props }: IconProps & { down?: boolean }) {
  return (
    <SvgIcon {...props}>
      <g transform={down ? 'rotate(180 12 12)' : undefined}>
        <path d="M12 19V5" />
        <path d="m5 12 7-7 7 7" />
      </g>
    </SvgIcon>
  );
}
