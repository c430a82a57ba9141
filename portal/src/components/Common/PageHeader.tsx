import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { BackLink } from './BackLink';

interface PageHeaderProps {
  /** Spec 1 §2: the title defaults to account creation. */
  title?: string;
  subtitle?: ReactNode;
  /** Route of the back button; no button without it. */
  backTo?: string;
  backLabel?: string;
  /** Shows the progress badge: 'Em progresso', or 'Concluído' once done. */
  progress?: 'in-progress' | 'done';
}

export function PageHeader({
  title = 'Criação de conta',
  subtitle,
  backTo,
  backLabel = 'Voltar',
  progress,
}: PageHeaderProps) {
  return (
    <Stack gap="4" mb={{ base: '6', md: '8' }}>
      {(backTo || progress) && (
        <HStack justify="space-between" gap="4" minH="8">
          {backTo ? <BackLink to={backTo} label={backLabel} /> : <span />}
          {progress && (
            <Badge
              colorPalette={progress === 'done' ? 'green' : 'orange'}
              variant="surface"
              rounded="full"
              px="3"
              py="1"
            >
              {progress === 'done' ? 'Concluído' : 'Em progresso'}
            </Badge>
          )}
        </HStack>
      )}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
