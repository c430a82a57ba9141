import type { IconProps } from '@chakra-ui/react';

import { SvgIcon } from '../Icons/SvgIcon';

/** Two waves of one shape: sounds that sound alike. */
export function SimilarIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 9c2.5-4 5-4 7.5 0s5 4 7.5 0 3.5-3 5-1" />
      <path d="M2 16c2.5-4 5-4 7.5 0s5 4 7.5 0 3.5-3 5-1" />
    </SvgIcon>
  );
}

/** A microphone: record a sound to search with. */
export function MicrophoneIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
    </SvgIcon>
  );
}
