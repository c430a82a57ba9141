import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { Panel } from './Panel';

interface NotFoundPanelProps {
  title: string;
  /** Why it may be missing. */
  reason?: string;
  /** Where to go instead. */
  action?: { to: string; label: string };
}

/** What a page says when what it shows is not there: a heading, why, and where to go instead. */
export function NotFoundPanel({ title, reason, action }: NotFoundPanelProps) {
  return (
    <Panel textAlign="center">
      <Stack gap="4" align="center">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {title}
        </Text>
        {reason && <Text color="fg.muted">{reason}</Text>}
        {action && (
          <Button asChild colorPalette="brand" rounded="full">
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
