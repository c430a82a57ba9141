import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from './SvgIcon';

export function ProfileIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </SvgIcon>
  );
}
