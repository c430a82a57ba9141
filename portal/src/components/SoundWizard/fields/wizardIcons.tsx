import { Icon, type IconProps } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function MusicFileIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </svg>
    </Icon>
  );
}

export function ImageFileIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <circle cx="8.5" cy="8.5" r="1.5" />
        <path d="M21 15l-5-5L5 21" />
      </svg>
    </Icon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
        <path d="M17 8l-5-5-5 5" />
        <path d="M12 3v12" />
      </svg>
    </Icon>
  );
}

export function SparkleIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
      </svg>
    </Icon>
  );
}
