import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { useAuth } from '../../hooks/useAuth';
import { registerStepPath } from '../../routes/paths';
import { BillingToggle } from '../Plans/BillingToggle';
import { PlanChooser } from '../Plans/PlanChooser';
import { readRegisterDraft } from './registerDraft';

/** Step 4 (spec 1 §2, §4): the plan. A paid plan goes through the hosted checkout; Free needs none. */
export function PlanChoiceStep() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [draft] = useState(readRegisterDraft);
  const userId = auth.status === 'authenticated' ? auth.user.id : undefined;

  // Without the draft (or with another account's) there is no registration to finish.
  if (!draft || (draft.userId && draft.userId !== userId)) return <Navigate to={registerStepPath(1)} replace />;

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
      <BillingToggle />
      {/* Free completes the registration without payment: the success step syncs and shows the Free plan. */}
      <PlanChooser onChooseFree={() => navigate(registerStepPath('success'))} />
    </Stack>
  );
}
