import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

import type { AdminSound } from './types';

/**
 * Opens the row's details (the preview and a failure's retry) from the keyboard: react-admin's own
 * expand arrow is hidden from it (tabIndex -1, aria-hidden). Both share the list's expanded state.
 */
export function DetailsToggleButton(_props: { label?: string }) {
  const record = useRecordContext<AdminSound>();
  const resource = useResourceContext() ?? 'sounds';
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded(resource, record?.id ?? '');
  if (!record) return null;
  const label = translate(`resources.sounds.action.${expanded ? 'close_details' : 'open_details'}`, {
    name: record.name,
  });

  const onClick = (event: MouseEvent) => {
    // In a list row the click would open the sound's page too.
    event.stopPropagation();
    toggle();
  };

  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={`${resource}-${record.id}-expand`}
        onClick={onClick}
        size="small"
      >
        {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </IconButton>
    </Tooltip>
  );
}
