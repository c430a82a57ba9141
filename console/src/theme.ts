import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's row checkboxes (lists with bulk actions) put their 'Selecionar esta linha' label
 * on MUI's wrapper span, where ARIA does not allow it, and leave the input itself unnamed. As a
 * group the wrapper may carry the name, and the input gets one of its own. A checkbox given its
 * own input props (select all) keeps them.
 */
const checkboxes: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: { root: { role: 'group' }, input: { 'aria-label': 'Selecionar esta linha' } },
    },
  },
};

/** A table wider than a narrow desktop window scrolls in its own box, never the whole page sideways. */
const tables: RaThemeOptions['components'] = {
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
};

/**
 * react-admin's loading indicators (the app bar's spinner, a list's bar while it refetches) are
 * MUI progressbars with no name: a screen reader announces them as nothing. Every one says what it is.
 */
const progress: RaThemeOptions['components'] = {
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Carregando' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Carregando' } },
};

// The portal's violet, so both front ends read as one product.
export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#6d2fe0' }, secondary: { main: '#321466' } },
  components: { ...defaultLightTheme.components, ...checkboxes, ...tables, ...progress },
};

export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#b794ff' },
    secondary: { main: '#8047f5' },
    background: { default: '#0b0b10', paper: '#15151d' },
  },
  components: { ...defaultDarkTheme.components, ...checkboxes, ...tables, ...progress },
};
