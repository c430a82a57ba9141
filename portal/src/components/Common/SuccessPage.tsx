import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { PageShell } from './PageShell';
import { Panel } from './Panel';
import { SuccessMark } from './SuccessMark';

interface SuccessPageProps {
  title: string;
  /** What it means now and where to go: texts and a button. */
  children: ReactNode;
}

/** Where a link from an e-mail lands once it did its job: a tick, the title, what comes next. */
export function SuccessPage({ title, children }: SuccessPageProps) {
  return (
    <PageShell width="narrow">
      <Panel>
        <Stack gap="5" align="center" textAlign="center">
          <SuccessMark />
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Panel>
    </PageShell>
  );
}
