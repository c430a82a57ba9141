import { Alert, Button } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { Profile } from '../../api/types';
import { paths } from '../../routes/paths';
import { listInPortuguese, missingProfileFields, type ProfileFocusState } from './profileCompleteness';

/**
 * Spec 1 §4's 'Por favor, complete seu perfil.', as a calm notice rather than an error: sign-up
 * said those fields could wait. It names what is missing and opens the form on the first of them.
 */
export function IncompleteProfileNotice({ profile }: { profile: Profile }) {
  const titleId = useId();
  if (profile.complete) return null;
  const missing = missingProfileFields(profile);
  const state: ProfileFocusState = { focus: missing[0]?.name };
  return (
    <Alert.Root
      status="info"
      variant="surface"
      role="status"
      aria-labelledby={titleId}
      rounded="xl"
      alignItems="center"
      flexWrap="wrap"
    >
      <Alert.Indicator />
      <Alert.Content minW="min(100%, 16rem)">
        <Alert.Title id={titleId}>Por favor, complete seu perfil.</Alert.Title>
        {missing.length > 0 && (
          <Alert.Description>
            Falta informar: {listInPortuguese(missing.map((field) => field.label))}.
          </Alert.Description>
        )}
      </Alert.Content>
      <Button asChild size="sm" colorPalette="blue" variant="outline" rounded="full" flexShrink={0}>
        <RouterLink to={paths.profileUpdate} state={state}>
          Completar perfil
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}
