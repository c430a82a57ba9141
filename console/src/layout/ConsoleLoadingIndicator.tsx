import { CircularProgress } from '@mui/material';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';

/**
 * react-admin's loading indicator with a name ('Carregando…'): its spinner is a progressbar that
 * screen readers otherwise announce without saying what is loading.
 */
export function ConsoleLoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return loading ? (
    <CircularProgress
      color="inherit"
      size={18}
      thickness={5}
      aria-label={translate('ra.page.loading')}
      sx={{ mx: 1.5 }}
    />
  ) : (
    <RefreshIconButton />
  );
}
