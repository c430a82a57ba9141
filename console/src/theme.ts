import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The portal's violet, so both front ends read as one product.
export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#6d2fe0' }, secondary: { main: '#321466' } },
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
};
