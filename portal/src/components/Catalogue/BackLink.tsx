import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ArrowLeftIcon } from '../Icons/ArrowLeftIcon';

/** The back button of a catalogue page (PageHeader's, without a title under it). */
export function BackLink({ to, label = 'Voltar' }: { to: string; label?: string }) {
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      ms="-3"
      mb={{ base: '4', md: '6' }}
      color="fg.muted"
      alignSelf="flex-start"
    >
      <RouterLink to={to}>
        <ArrowLeftIcon />
        {label}
      </RouterLink>
    </Button>
  );
}
