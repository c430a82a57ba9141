import { createSystem, defineConfig } from '@chakra-ui/react';

import { baseConfig } from './baseConfig';
import { layout } from './layout';

const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      scrollBehavior: 'smooth',
      _motionReduce: { scrollBehavior: 'auto' },
    },
    body: { bg: 'bg', color: 'fg' },
    // Anchored sections must not hide under the fixed header.
    '[id]': { scrollMarginTop: layout.headerHeight },
    // Chakra draws the focus ring of text fields 1 px wide ('inside'): too thin to see (issue #13 §5).
    'input, textarea, select': { '--focus-ring-width': '2px' },
    // Sections and <main> take focus only programmatically, after an anchor jump.
    '[tabindex="-1"]:focus': { outline: 'none' },
  },
  theme: {
    // Spec breakpoints: 500px is the small-screen limit, 1200px the desktop one.
    breakpoints: {
      sm: '500px',
      md: '768px',
      lg: '1200px',
      xl: '1440px',
      '2xl': '1680px',
    },
    tokens: {
      fonts: {
        heading: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
        },
        body: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#f5f0ff' },
          100: { value: '#ebe0ff' },
          200: { value: '#d6c2ff' },
          300: { value: '#b794ff' },
          400: { value: '#9b6bff' },
          500: { value: '#8047f5' },
          600: { value: '#6d2fe0' },
          700: { value: '#5a22bb' },
          800: { value: '#461b8f' },
          900: { value: '#321466' },
          950: { value: '#1e0b40' },
        },
        ink: {
          900: { value: '#15151d' },
          950: { value: '#0b0b10' },
        },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          // Chakra's gray.500 (#71717a) is 3.75:1 on the panels (ink.900): facet counts and hints
          // drawn in it failed WCAG AA (#43). This gray reads 5.7:1 there and 4.7:1 on gray.800.
          subtle: { value: { base: '{colors.gray.600}', _dark: '#909099' } },
        },
        bg: {
          DEFAULT: {
            value: { base: '{colors.white}', _dark: '{colors.ink.950}' },
          },
          panel: {
            value: { base: '{colors.white}', _dark: '{colors.ink.900}' },
          },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: {
            value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' },
          },
          muted: {
            value: { base: '{colors.brand.100}', _dark: '{colors.brand.900}' },
          },
          subtle: {
            value: { base: '{colors.brand.50}', _dark: '{colors.brand.950}' },
          },
          emphasized: {
            value: { base: '{colors.brand.200}', _dark: '{colors.brand.800}' },
          },
          focusRing: {
            value: { base: '{colors.brand.600}', _dark: '{colors.brand.400}' },
          },
          border: {
            value: { base: '{colors.brand.500}', _dark: '{colors.brand.400}' },
          },
        },
      },
    },
  },
});

export const system = createSystem(baseConfig, config);
