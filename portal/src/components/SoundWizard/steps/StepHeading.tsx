import { Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

export const stepHeadingId = 'passo-titulo';

interface StepHeadingProps {
  children: ReactNode;
  description?: ReactNode;
}

/** The step's title; it takes the focus when the step appears, so a screen reader starts there. */
export function StepHeading({ children, description }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <Heading
        ref={ref}
        as="h2"
        id={stepHeadingId}
        tabIndex={-1}
        size="xl"
        mb={description ? '2' : '6'}
        _focus={{ outline: 'none' }}
      >
        {children}
      </Heading>
      {description && (
        <Text color="fg.muted" mb="6">
          {description}
        </Text>
      )}
    </>
  );
}
