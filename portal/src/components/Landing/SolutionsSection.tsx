import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { LandingSection } from './LandingSection';
import { solutionsSection } from './landingCopy';

export function SolutionsSection() {
  return (
    <LandingSection
      id="solucoes"
      eyebrow={solutionsSection.eyebrow}
      title={solutionsSection.title}
      description={solutionsSection.description}
      bg="bg.subtle"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {solutionsSection.solutions.map((solution) => (
          <Stack
            key={solution.title}
            gap="3"
            p="6"
            rounded="2xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
          >
            <Heading as="h3" size="md" color="brand.fg">
              {solution.title}
            </Heading>
            <Text color="fg.muted">{solution.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
