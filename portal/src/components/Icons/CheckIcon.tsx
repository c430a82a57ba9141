import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from './SvgIcon';

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon svg={{ strokeWidth: 2.5 }} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </SvgIcon>
  );
}
