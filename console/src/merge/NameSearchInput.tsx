import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** Search by part of the name, named for screen readers (an aria-label on SearchInput lands on MUI's wrapper). */
export function NameSearchInput(props: SearchInputProps) {
  const translate = useTranslate();
  const label = translate('sampleteca.merge.search');
  return <SearchInput {...props} placeholder={label} slotProps={{ htmlInput: { 'aria-label': label } }} />;
}
