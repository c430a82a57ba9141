import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from './SvgIcon';

export function MenuIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </SvgIcon>
  );
}
