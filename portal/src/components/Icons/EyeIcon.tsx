import { Icon, type IconProps } from '@chakra-ui/react';

export function EyeIcon({ closed = false, ...props }: IconProps & { closed?: boolean }) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {closed && <path d="M3 3l18 18" />}
      </svg>
    </Icon>
  );
}
