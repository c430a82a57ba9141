import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from '../Icons/SvgIcon';

/** Three joined dots: pass it on. */
export function ShareIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4" />
      <path d="m15.4 6.5-6.8 4" />
    </SvgIcon>
  );
}
