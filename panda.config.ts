import { defineConfig } from '@pandacss/dev'

export default defineConfig({
  preflight: true,
  // Only views and routes style (machines, api and validation are framework-free):
  // reading the rest too cost the dev server's first stylesheet a second.
  // tests/unit/scripts/panda-include.test.ts checks no styled file is left out.
  include: ['./src/routes/**/*.tsx', './src/views/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      // Below this width the sidebar folds away behind the top bar's navigation button.
      narrow: '@media (max-width: 899px)',
    },
  },
  // prefers-reduced-motion: every animation and transition (busy bar, toasts, modals, menus)
  // ends at once. The charts draw without animation in any case (MetricChart).
  globalCss: {
    // A fieldset is as wide as its widest line by default; at 320 px a long SSH key would push the page sideways.
    fieldset: { minInlineSize: 0 },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    extend: {
      tokens: {
        fonts: {
          body: { value: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif' },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
        },
        sizes: {
          modalNarrow: { value: '24rem' },
          modalMedium: { value: '28rem' },
          sideModal: { value: '32rem' },
        },
        // Layering for overlays (ui primitives): modal < popover/menu < toast < tooltip.
        zIndex: {
          modal: { value: 100 },
          popover: { value: 200 },
          toast: { value: 300 },
          tooltip: { value: 400 },
        },
      },
      textStyles: {
        // A small capitalised label over a value or a group (card titles, table heads, section labels).
        eyebrow: {
          value: { fontFamily: 'mono', fontSize: '11px', fontWeight: 'medium', letterSpacing: 'wide', textTransform: 'uppercase' },
        },
      },
      // Text written the same way on many pages: ids, addresses and keys in small
      // monospace; secondary text muted. A page adds its own layout around them.
      recipes: {
        text: {
          className: 'text',
          base: {},
          variants: {
            mono: { true: { fontFamily: 'mono', fontSize: 'xs' } },
            tone: { muted: { color: 'fgMuted' }, subtle: { color: 'fgSubtle' } },
          },
        },
      },
      keyframes: {
        slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        popIn: { from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'scale(1)' } },
      },
      // Every text colour reads at 4.5:1 or more on every surface, and a field's border
      // (borderStrong) at 3:1, in both themes (WCAG AA): tests/unit/views/contrast.test.ts.
      semanticTokens: {
        colors: {
          bg: { value: { base: '#ffffff', _dark: '#080f11' } },
          bgRaised: { value: { base: '#f6f7f7', _dark: '#101618' } },
          bgHover: { value: { base: '#eef0f0', _dark: '#1c2225' } },
          fg: { value: { base: '#1c2225', _dark: '#e7e7e8' } },
          fgMuted: { value: { base: '#4d5457', _dark: '#a1a4a5' } },
          fgSubtle: { value: { base: '#666a6c', _dark: '#8c9192' } },
          border: { value: { base: '#dcdfe0', _dark: '#2b3133' } },
          accent: { value: { base: '#187755', _dark: '#48d597' } },
          accentFg: { value: { base: '#ffffff', _dark: '#08110d' } },
          accentBg: { value: { base: '#e3f5ec', _dark: '#0d2d20' } },
          danger: { value: { base: '#c2302d', _dark: '#fb6e88' } },
          dangerBg: { value: { base: '#fdecec', _dark: '#2d0f15' } },
          warning: { value: { base: '#9c5900', _dark: '#f5b944' } },
          warningBg: { value: { base: '#fff4e0', _dark: '#2b1f05' } },
          info: { value: { base: '#2a5fb0', _dark: '#8ba1ff' } },
          infoBg: { value: { base: '#e8effb', _dark: '#141b35' } },
          neutralBg: { value: { base: '#eef0f0', _dark: '#1c2225' } },
          borderStrong: { value: { base: '#8a8e8f', _dark: '#5e6567' } },
          purpleFg: { value: { base: '#6b3fb8', _dark: '#be95eb' } },
          purpleBg: { value: { base: '#f1eafb', _dark: '#231733' } },
          overlay: { value: { base: 'rgba(8, 15, 17, 0.35)', _dark: 'rgba(0, 0, 0, 0.6)' } },
        },
      },
    },
  },
})
