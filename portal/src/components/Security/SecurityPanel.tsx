import { Heading, Separator, Stack } from '@chakra-ui/react';

import type { Factor } from '../../api/types';
import { Panel } from '../Common/Panel';
import { IdentitiesSection } from './IdentitiesSection';
import { MfaSection } from './MfaSection';
import { SessionsSection } from './SessionsSection';

export function SecurityPanel({ factors }: { factors: Factor[] }) {
  return (
    <Panel as="section" aria-labelledby="seguranca-titulo">
      <Heading as="h2" id="seguranca-titulo" size="xl" mb="6">
        Segurança
      </Heading>
      <Stack gap="8">
        <MfaSection factors={factors} />
        <Separator />
        <IdentitiesSection />
        <Separator />
        <SessionsSection />
      </Stack>
    </Panel>
  );
}
