import { Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { LandingSection } from './LandingSection';

const steps = [
  {
    title: 'Cadastre-se grátis',
    text: 'Crie sua conta com e-mail, Google, Facebook ou Spotify em poucos minutos.',
  },
  {
    title: 'Complete seu perfil',
    text: 'Conte quem você é, informe sua produtora ou selo e conecte suas redes sociais.',
  },
  {
    title: 'Explore e compartilhe',
    text: 'Ouça, curta e baixe sons da comunidade e publique as suas próprias criações.',
  },
];

export function OnboardingStepsSection() {
  return (
    <LandingSection
      id="sobre"
      eyebrow="Sobre"
      title="Comece em três passos"
      description="A Sampleteca reúne produtores e artistas que compartilham samples, acapelas, beats e melodias."
    >
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {steps.map((step, index) => (
          <Stack
            as="li"
            key={step.title}
            gap="4"
            p="6"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="2xl"
          >
            <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden="true">
              {index + 1}
            </Circle>
            <Heading as="h3" size="lg">
              <Text as="span" srOnly>
                Passo {index + 1}:{' '}
              </Text>
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
