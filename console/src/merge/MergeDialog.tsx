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

import { MergePreview } from './MergePreview';
import type { TaxonomyEntry } from './types';
import { useMergePreview } from './useMergePreview';

interface MergeDialogProps {
  open: boolean;
  resource: string;
  /** Exactly the entries the administrator chose: the one kept is one of them, the others go. */
  entries: TaxonomyEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (keptId: string, removedIds: string[]) => void;
}

/** The one to keep, offered first: the chosen entry with the most sounds. */
const likelyKept = (entries: TaxonomyEntry[]) =>
  [...entries].sort((a, b) => b.sounds - a.sounds || a.name.localeCompare(b.name, 'pt-BR'))[0]?.id ?? '';

/**
 * Asks which of the chosen entries stays, names each, and shows the server's dry run (which go,
 * how many sounds move) before 'Unir' is offered. Its choice starts afresh each time it opens.
 */
export function MergeDialog({ open, onCancel, busy, ...props }: MergeDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('sampleteca.merge.title')}</DialogTitle>
      {open ? <MergeForm {...props} busy={busy} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function MergeForm({ resource, entries, busy, onCancel, onConfirm }: Omit<MergeDialogProps, 'open'>) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState('');
  // Never a default outside the chosen entries.
  const kept = entries.some((entry) => entry.id === chosen) ? chosen : likelyKept(entries);
  const removedIds = entries.filter((entry) => entry.id !== kept).map((entry) => entry.id);
  // Not while merging: the lists' refresh after it would ask again about entries now gone.
  const preview = useMergePreview(resource, kept, removedIds, entries.length >= 2 && !busy);

  return (
    <>
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
        <MergePreview preview={preview} />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onCancel} disabled={busy} />
        <Button
          label="sampleteca.merge.confirm"
          variant="contained"
          onClick={() => onConfirm(kept, removedIds)}
          // Only what the dry run answered for: the same kept entry and the same others.
          disabled={busy || !preview.isSuccess || preview.data.kept.id !== kept}
        />
      </DialogActions>
    </>
  );
}
