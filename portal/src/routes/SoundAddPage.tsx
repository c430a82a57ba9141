import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** /sound/add/{step}: the upload wizard belongs to the catalogue issue; this page says so. */
export function SoundAddPage() {
  usePageTitle('Enviar um som');
  return (
    <PageShell width="narrow">
      <PageHeader title="Enviar um som" backTo={paths.dashboard} />
      <Panel>
        <Stack gap="4" align="flex-start">
          <Text color="fg.muted">
            O envio de samples, acapelas e beats chega em breve. Avisaremos assim que estiver disponível.
          </Text>
          <Button asChild colorPalette="brand" rounded="full">
            <RouterLink to={paths.dashboard}>Voltar para o início</RouterLink>
          </Button>
        </Stack>
      </Panel>
    </PageShell>
  );
}
