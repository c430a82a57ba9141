import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListBase, Pagination, type RaRecord } from 'react-admin';

interface OperationsTableProps {
  /** The operations resource of one service (and queue). */
  resource: string;
  /** Above the table, inside the list (it may read the list's total or error). */
  heading?: ReactNode;
  /** What an empty list says. */
  empty: string;
  children: ReactNode;
}

/** A page of ten of what an operator mends (dead letters, failed jobs): a table that scrolls on a phone, then pages. */
export function OperationsTable<T extends RaRecord>({ resource, heading, empty, children }: OperationsTableProps) {
  return (
    <ListBase resource={resource} disableSyncWithLocation storeKey={false} perPage={10}>
      {heading}
      {/* On a phone the table scrolls sideways inside its card, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable<T>
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography color="text.secondary">{empty}</Typography>}
        >
          {children}
        </DataTable>
      </Box>
      <Pagination rowsPerPageOptions={[10]} />
    </ListBase>
  );
}
