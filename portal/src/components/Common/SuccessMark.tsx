import { Circle } from '@chakra-ui/react';

import { CheckIcon } from '../Icons/CheckIcon';

/** The green tick heading a page or step that says something went through. */
export function SuccessMark() {
  return (
    <Circle size="16" bg="green.subtle" color="green.fg">
      <CheckIcon boxSize="8" />
    </Circle>
  );
}
