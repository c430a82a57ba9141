import { List, type ListProps } from 'react-admin';

import { ConsolePagination } from './ConsolePagination';

/** A console list screen: 20 to a page (issue 3), with the console's page-size menu. */
export function ConsoleList(props: ListProps) {
  return <List perPage={20} pagination={<ConsolePagination />} {...props} />;
}
