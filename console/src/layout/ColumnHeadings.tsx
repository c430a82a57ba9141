import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column's heading: its translation key, and numbers' columns aligned right. */
export type ColumnHeading = { label: string; align?: 'right' };

/** A table's head row: one column-scoped heading cell per column, in order. */
export function ColumnHeadings({ columns }: { columns: ColumnHeading[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ label, align }) => (
          <TableCell key={label} component="th" scope="col" align={align}>
            {translate(label)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
