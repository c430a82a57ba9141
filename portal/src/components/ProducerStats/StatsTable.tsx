import { Table, VisuallyHidden } from '@chakra-ui/react';
import { longDay } from '@sampleteca/clients-shared/days';

export interface StatsColumn {
  label: string;
  values: number[];
}

/** The chart's numbers for screen readers: the picture itself says nothing to them. */
export function StatsTable({ caption, days, columns }: { caption: string; days: string[]; columns: StatsColumn[] }) {
  return (
    // The wrapper is what is hidden: the table's own width: 100% would stretch a hidden table past the page.
    <VisuallyHidden as="div">
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Dia</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label}>{column.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day, index) => (
            <Table.Row key={day}>
              <Table.Cell>{longDay(day)}</Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.label}>{column.values[index]}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
