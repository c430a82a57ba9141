import type { IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { OAuthProvider } from '../../api/types';
import { SvgIcon } from './SvgIcon';

interface ProviderIconProps extends IconProps {
  provider: OAuthProvider;
}

export function ProviderIcon({ provider, ...props }: ProviderIconProps) {
  return (
    <SvgIcon look="own" {...props}>
      {marks[provider]}
    </SvgIcon>
  );
}

const marks: Record<OAuthProvider, ReactNode> = {
  google: (
    <>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z"
      />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 8.3h-1.5c-.6 0-.9.4-.9.9v1.4h2.4l-.3 2.5h-2.1V20h-2.6v-6.9H8.3v-2.5h1.8V9c0-2 1.2-3.2 3-3.2.9 0 1.6.1 2 .1v2.4z"
      />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1DB954" />
      <g fill="none" stroke="#000" strokeLinecap="round">
        <path strokeWidth="1.9" d="M6.5 9.3c3.8-1.1 8-.8 11.2 1" />
        <path strokeWidth="1.6" d="M7.1 12.4c3.2-.9 6.6-.6 9.4.9" />
        <path strokeWidth="1.3" d="M7.7 15.3c2.6-.7 5.2-.5 7.4.7" />
      </g>
    </>
  ),
};
