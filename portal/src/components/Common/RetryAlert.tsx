import { Alert, Button } from '@chakra-ui/react';

interface RetryAlertProps {
  title: string;
  description: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A load that failed, with the way to try again beside the explanation. */
export function RetryAlert({ title, description, retrying, onRetry }: RetryAlertProps) {
  return (
    <Alert.Root status="error" rounded="xl" alignItems={{ sm: 'center' }} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" rounded="full" flexShrink={0} loading={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert.Root>
  );
}
