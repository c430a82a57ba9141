import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { useAuth } from '../../../hooks/useAuth';
import { paths } from '../../../routes/paths';
import { Panel } from '../../Common/Panel';
import { SuccessMark } from '../../Common/SuccessMark';
import { FormActions } from '../../Form/FormActions';
import { isSoundAddedState, soundAddStepPath } from '../draft/soundSteps';
import { StepHeading } from './StepHeading';

/**
 * The success step (spec 02 §2). 'Utilizar plataforma' goes to the catalogue when a sound was
 * added in this visit (and the person is still signed in), else to /login.
 */
export function UploadSuccessStep() {
  const location = useLocation();
  const auth = useAuth();
  const added = isSoundAddedState(location.state) ? location.state : null;
  const next = added && auth.status === 'authenticated' ? paths.dashboard : paths.login;

  return (
    <Panel>
      <Stack gap="5" align="center" textAlign="center" py={{ base: '2', md: '4' }}>
        <SuccessMark />
        <Stack gap="2" align="center">
          <StepHeading description="Seu som foi enviado com sucesso. Em breve estará disponível.">Parabéns</StepHeading>
          {added && (
            <Text fontSize="sm" color="fg.muted">
              <Text as="span" fontWeight="semibold" color="fg">
                {added.soundName}
              </Text>{' '}
              já aparece em Meus Uploads.
            </Text>
          )}
        </Stack>
      </Stack>
      <FormActions>
        <Button asChild variant="outline" rounded="full" size="lg">
          <RouterLink to={soundAddStepPath(1)}>Enviar outro som</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" rounded="full" size="lg">
          <RouterLink to={next}>Utilizar plataforma</RouterLink>
        </Button>
      </FormActions>
    </Panel>
  );
}
