import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from '../Icons/SvgIcon';

/** Two overlapping rings: sounds that go together. */
export function MatchesIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="12" r="6" />
      <circle cx="15" cy="12" r="6" />
    </SvgIcon>
  );
}
