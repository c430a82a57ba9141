import { Box, Circle, Flex, Text } from '@chakra-ui/react';

import { CheckIcon } from '../Icons/CheckIcon';
import { numberedSoundSteps, soundSteps } from './soundSteps';

interface SoundStepIndicatorProps {
  /** 1-based; the success step is 5. */
  current: number;
}

/**
 * The registration wizard's indicator, with the upload's five labels: earlier steps show as done.
 * Phones show "Etapa X de 4" (spec 02 §2), and the fifth label once the upload is done.
 */
export function SoundStepIndicator({ current }: SoundStepIndicatorProps) {
  const finished = current > numberedSoundSteps;
  return (
    <Box as="nav" aria-label="Etapas do envio" mb={{ base: '6', md: '10' }}>
      <Text hideFrom="md" color="fg.muted" fontSize="sm" mb="3">
        {finished ? (
          <Text as="span" color="fg" fontWeight="semibold">
            {soundSteps[soundSteps.length - 1]}
          </Text>
        ) : (
          <>
            Etapa {current} de {numberedSoundSteps}:{' '}
            <Text as="span" color="fg" fontWeight="semibold">
              {soundSteps[current - 1]}
            </Text>
          </>
        )}
      </Text>
      <Flex as="ol" listStyleType="none" gap={{ base: '2', md: '3' }} align="flex-start">
        {soundSteps.map((label, index) => {
          const step = index + 1;
          const done = step < current || (finished && step === current);
          const active = step === current;
          return (
            <Flex
              as="li"
              key={label}
              flex="1"
              minW="0"
              direction="column"
              gap="2"
              aria-current={active ? 'step' : undefined}
              // The fifth step is a label on wide screens only: the phone bar counts four.
              hideBelow={step > numberedSoundSteps ? 'md' : undefined}
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
                  {label}
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
