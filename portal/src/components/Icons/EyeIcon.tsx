import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from './SvgIcon';

export function EyeIcon({ closed = false, ...props }: IconProps & { closed?: boolean }) {
  return (
    <SvgIcon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {closed && <path d="M3 3l18 18" />}
    </SvgIcon>
  );
}
