import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';

import type { TaxonomyEntry } from './types';

interface MergeDialogProps {
  open: boolean;
  entries: TaxonomyEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (keptId: string) => void;
}

/** The one to keep: the entry with the most sounds is offered first. */
const likelyKept = (entries: TaxonomyEntry[]) =>
  [...entries].sort((a, b) => b.sounds - a.sounds || a.name.localeCompare(b.name, 'pt-BR'))[0]?.id ?? '';

/** Asks which of the chosen entries stays; the others' sounds move to it and they are deleted. */
export function MergeDialog({ open, entries, busy, onCancel, onConfirm }: MergeDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [chosen, setChosen] = useState('');
  const kept = entries.some((entry) => entry.id === chosen) ? chosen : likelyKept(entries);
  const sounds = entries.filter((entry) => entry.id !== kept).reduce((total, entry) => total + entry.sounds, 0);

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('sampleteca.merge.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('sampleteca.merge.choose')}</DialogContentText>
        <RadioGroup
          aria-label={translate('sampleteca.merge.kept')}
          value={kept}
          onChange={(event) => setChosen(event.target.value)}
        >
          {entries.map((entry) => (
            <FormControlLabel
              key={entry.id}
              value={entry.id}
              control={<Radio />}
              label={translate('sampleteca.merge.option', {
                name: entry.name,
                smart_count: entry.sounds,
                owner: entry.ownerName ? ` — ${entry.ownerName}` : '',
              })}
            />
          ))}
        </RadioGroup>
        <DialogContentText>
          {translate('sampleteca.merge.consequence', { smart_count: sounds, removed: entries.length - 1 })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onCancel} disabled={busy} />
        <Button
          label="sampleteca.merge.confirm"
          variant="contained"
          onClick={() => onConfirm(kept)}
          disabled={busy || !kept || entries.length < 2}
        />
      </DialogActions>
    </Dialog>
  );
}
