import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { EmailValidationStep } from '../components/Register/EmailValidationStep';
import { PersonalInfoStep } from '../components/Register/PersonalInfoStep';
import { SocialInfoStep } from '../components/Register/SocialInfoStep';
import { StepIndicator } from '../components/Register/StepIndicator';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths, registerStepPath } from './paths';

const steps = {
  '1': { body: <PersonalInfoStep />, backTo: paths.onboardingRegister },
  '2': { body: <SocialInfoStep />, backTo: registerStepPath(1) },
  '3': { body: <EmailValidationStep />, backTo: undefined },
} as const;

/** /register/step/{step}: steps 1 to 3 of spec 1 §2; plan choice (step 4) arrives with a later issue. */
export function RegisterStepPage() {
  const { step = '' } = useParams();
  usePageTitle('Criação de conta');
  const current = step in steps ? steps[step as keyof typeof steps] : null;

  if (!current) {
    return (
      <PageShell width="narrow">
        <Stack gap="4" textAlign="center" align="center">
          <Heading as="h1" size="2xl">
            Invalid Step
          </Heading>
          <Text color="fg.muted">Esta etapa do cadastro não existe.</Text>
          <Button asChild colorPalette="brand" rounded="full">
            <RouterLink to={registerStepPath(1)}>Ir para a primeira etapa</RouterLink>
          </Button>
        </Stack>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <PageHeader backTo={current.backTo} progress="in-progress" />
      <StepIndicator current={Number(step)} />
      {current.body}
    </PageShell>
  );
}
