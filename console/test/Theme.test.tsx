import { CircularProgress, createTheme, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';

import { consoleDarkTheme, consoleLightTheme } from '../src/theme';

// axe (tests/browser/a11y) caught react-admin's loading spinner unnamed while a screen loaded.
test.each([
  ['claro', consoleLightTheme],
  ['escuro', consoleDarkTheme],
])('no tema %s, um indicador de carregamento tem nome', (_name, theme) => {
  render(
    <ThemeProvider theme={createTheme(theme)}>
      <CircularProgress />
    </ThemeProvider>,
  );
  expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeTruthy();
});
