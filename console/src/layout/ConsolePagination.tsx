import { Pagination } from 'react-admin';

/** Lists page by 20 (issue 3): the page-size menu offers it, or it shows blank and MUI warns. */
export const CONSOLE_PAGE_SIZES = [10, 20, 50];

export function ConsolePagination() {
  return <Pagination rowsPerPageOptions={CONSOLE_PAGE_SIZES} />;
}
