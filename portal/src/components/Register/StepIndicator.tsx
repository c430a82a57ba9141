import { Box, Circle, Flex, Text } from '@chakra-ui/react';

import { CheckIcon } from '../Icons/CheckIcon';
import { registerSteps } from './registerSteps';

interface StepIndicatorProps {
  /** 1-based current step; past the last one every step shows as done. */
  current: number;
}

export function StepIndicator({ current }: StepIndicatorProps) {
  return (
    <Box as="nav" aria-label="Etapas do cadastro" mb={{ base: '6', md: '10' }}>
      <Text hideFrom="md" color="fg.muted" fontSize="sm" mb="3">
        Etapa {Math.min(current, registerSteps.length)} de {registerSteps.length}:{' '}
        <Text as="span" color="fg" fontWeight="semibold">
          {registerSteps[Math.min(current, registerSteps.length) - 1]}
        </Text>
      </Text>
      <Flex as="ol" listStyleType="none" gap={{ base: '2', md: '3' }} align="flex-start">
        {registerSteps.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <Flex as="li" key={label} flex="1" direction="column" gap="2" aria-current={active ? 'step' : undefined}>
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
                <Text fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}>
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
