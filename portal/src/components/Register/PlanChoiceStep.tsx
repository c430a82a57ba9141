import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

import { registerStepPath } from '../../routes/paths';
import { PlanChooser } from '../Plans/PlanChooser';

/**
 * Step 4 (spec 1 §2, §4): the plan. A paid plan goes through the hosted checkout; Free needs none.
 * No Mensal/Anual switch: billing sells monthly prices only (the spec's toggle was fixed off), and
 * a switch that does nothing only misleads; each price says '/mês'.
 * The route is for signed-in accounts (RegisterSignedIn), which is all it needs: someone who
 * confirmed the e-mail in another browser and signs in here with ?next= chooses the plan too.
 */
export function PlanChoiceStep() {
  const navigate = useNavigate();

  return (
    <Stack gap={{ base: '6', md: '8' }} as="section" aria-labelledby="passo-titulo">
      <Stack gap="2" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
        <Heading as="h2" id="passo-titulo" size={{ base: 'xl', md: '2xl' }}>
          Escolha seu plano
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          Veja o plano que mais combina com você.
        </Text>
      </Stack>
      {/* Free completes the registration without payment: the success step syncs and shows the Free plan. */}
      <PlanChooser onChooseFree={() => navigate(registerStepPath('success'))} />
    </Stack>
  );
}
