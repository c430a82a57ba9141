import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ArrowLeftIcon } from '../Icons/ArrowLeftIcon';

interface BackLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  to: string;
  label?: string;
}

/** The way back: a link dressed as a quiet button, pulled left so its arrow lines up with the text below. */
export function BackLink({ to, label = 'Voltar', ...button }: BackLinkProps) {
  return (
    <Button asChild variant="ghost" size="sm" ms="-3" color="fg.muted" {...button}>
      <RouterLink to={to}>
        <ArrowLeftIcon />
        {label}
      </RouterLink>
    </Button>
  );
}
