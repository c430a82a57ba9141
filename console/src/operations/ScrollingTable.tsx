import { Table, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A card's table that scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
 * `labelledBy`: the card heading's id; `label`: the table's own name.
 */
export function ScrollingTable({
  labelledBy,
  label,
  children,
}: {
  labelledBy: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} aria-labelledby={labelledBy}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
