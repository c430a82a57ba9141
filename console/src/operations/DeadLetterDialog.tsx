import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Button, DateField, RecordContextProvider, useTranslate } from 'react-admin';

import type { OperationService } from './operationServices';
import { ReplayDeadLetterButton } from './ReplayDeadLetterButton';
import type { DeadLetter } from './types';

const field = (name: string) => `resources.dead-letters.fields.${name}`;
const json = (value: unknown) => JSON.stringify(value, null, 2);

function Entry({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

const pre = { m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 } as const;

/** One dead letter opened: its envelope, the error that parked it, its headers, and a replay. */
export function DeadLetterDialog({
  letter,
  service,
  onClose,
}: {
  letter: DeadLetter;
  service: OperationService;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dead-letter-title">
      <RecordContextProvider value={letter}>
        <DialogTitle id="dead-letter-title">
          {translate('sampleteca.operations.dead_letters.inspect_title', { type: letter.type })}
        </DialogTitle>
        <DialogContent dividers>
          <Box component="dl" sx={{ m: 0 }}>
            <Entry label={field('id')}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {letter.id}
              </Box>
            </Entry>
            <Entry label={field('type')}>{letter.type}</Entry>
            <Entry label={field('producer')}>{letter.producer ?? '—'}</Entry>
            <Entry label={field('occurredAt')}>
              <DateField source="occurredAt" showTime locales="pt-BR" emptyText="—" />
            </Entry>
            <Entry label={field('deadLetteredAt')}>
              <DateField source="deadLetteredAt" showTime locales="pt-BR" emptyText="—" />
            </Entry>
            <Entry label={field('attempts')}>{letter.attempts}</Entry>
            <Entry label={field('lastError')}>{letter.lastError || '—'}</Entry>
            <Entry label={field('correlationId')}>{letter.correlationId ?? '—'}</Entry>
          </Box>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {translate(field('payload'))}
          </Typography>
          <Box component="pre" sx={pre}>
            {json(letter.payload)}
          </Box>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {translate(field('headers'))}
          </Typography>
          <Box component="pre" sx={pre}>
            {json(letter.headers)}
          </Box>
        </DialogContent>
        <DialogActions>
          <ReplayDeadLetterButton service={service} onDone={onClose} />
          <Button label="ra.action.close" onClick={onClose} />
        </DialogActions>
      </RecordContextProvider>
    </Dialog>
  );
}
