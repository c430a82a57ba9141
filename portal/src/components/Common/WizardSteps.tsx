import { Box, Circle, Flex, Text } from '@chakra-ui/react';

import { CheckIcon } from '../Icons/CheckIcon';

interface WizardStepsProps {
  /** Every step's label, in order. */
  steps: readonly string[];
  /** 1-based current step; past the numbered ones every numbered step shows as done. */
  current: number;
  /** The navigation landmark's name ('Etapas do cadastro'). */
  label: string;
  /** How many steps the phone bar counts ("Etapa X de N"); later ones are wide-screen labels only. */
  numbered?: number;
}

/** A wizard's progress: bars and labels on wide screens, "Etapa X de N: label" on phones. */
export function WizardSteps({ steps, current, label, numbered = steps.length }: WizardStepsProps) {
  const finished = current > numbered;
  const counted = Math.min(current, numbered);
  return (
    <Box as="nav" aria-label={label} mb={{ base: '6', md: '10' }}>
      <Text hideFrom="md" color="fg.muted" fontSize="sm" mb="3">
        {finished && steps.length > numbered ? (
          <Text as="span" color="fg" fontWeight="semibold">
            {steps[Math.min(current, steps.length) - 1]}
          </Text>
        ) : (
          <>
            Etapa {counted} de {numbered}:{' '}
            <Text as="span" color="fg" fontWeight="semibold">
              {steps[counted - 1]}
            </Text>
          </>
        )}
      </Text>
      <Flex as="ol" listStyleType="none" gap={{ base: '2', md: '3' }} align="flex-start">
        {steps.map((name, index) => {
          const step = index + 1;
          const done = step < current || (finished && step === current);
          const active = step === current;
          return (
            <Flex
              as="li"
              key={name}
              flex="1"
              minW="0"
              direction="column"
              gap="2"
              aria-current={active ? 'step' : undefined}
              hideBelow={step > numbered ? 'md' : undefined}
            >
              <Box h="1" rounded="full" bg={done || active ? 'brand.solid' : 'border.muted'} />
              <Flex align="center" gap="2" hideBelow="md">
                <Circle
                  size="6"
                  flexShrink={0}
                  fontSize="xs"
                  fontWeight="bold"
                  bg={done || active ? 'brand.solid' : 'transparent'}
                  color={done || active ? 'brand.contrast' : 'fg.muted'}
                  borderWidth={done || active ? '0' : '1px'}
                  borderColor="border"
                >
                  {done ? <CheckIcon boxSize="3.5" /> : step}
                </Circle>
                <Text
                  fontSize="sm"
                  lineHeight="short"
                  fontWeight={active ? 'semibold' : 'normal'}
                  color={active ? 'fg' : 'fg.muted'}
                >
                  {name}
                  {done && (
                    <Text as="span" srOnly>
                      {' '}
                      (concluída)
                    </Text>
                  )}
                </Text>
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
