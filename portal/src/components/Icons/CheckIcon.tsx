import { Icon, type IconProps } from '@chakra-ui/react';

export function CheckIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </Icon>
  );
}
