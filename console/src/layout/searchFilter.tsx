import { SearchInput } from 'react-admin';

/**
 * A list's text search (filter `q`), always shown. The name goes on the input itself: an
 * aria-label on SearchInput lands on MUI's wrapper.
 */
export const searchFilter = (placeholder: string, label: string) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={placeholder}
    slotProps={{ htmlInput: { 'aria-label': label } }}
  />
);
