import { Alert } from '@chakra-ui/react';

import type { SearchRefusal } from './describeRefusal';

/** Why the sound was not described: what the refusal is, and media's (or the browser's) words. */
export function SearchRefusalAlert({ refusal }: { refusal: SearchRefusal }) {
  return (
    <Alert.Root status="error" rounded="xl" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{refusal.title}</Alert.Title>
        {refusal.reason && <Alert.Description>{refusal.reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
