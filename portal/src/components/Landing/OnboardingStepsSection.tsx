import { Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { LandingSection } from './LandingSection';
import { stepsSection } from './landingCopy';

export function OnboardingStepsSection() {
  return (
    <LandingSection
      id="sobre"
      eyebrow={stepsSection.eyebrow}
      title={stepsSection.title}
      description={stepsSection.description}
    >
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {stepsSection.steps.map((step, index) => (
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
