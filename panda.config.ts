import { defineConfig } from '@pandacss/dev';

type Tone = { value: { base: string; _dark: string; _ocean: { base: string; _dark: string } } };
/** One colour in the four looks: Default light, Default dark, Ocean light, Ocean dark. */
const tone = (light: string, dark: string, oceanLight = light, oceanDark = dark): Tone => ({
  value: { base: light, _dark: dark, _ocean: { base: oceanLight, _dark: oceanDark } },
});

export default defineConfig({
  preflight: true,
  include: [
    './src/ui/**/*.{ts,tsx}',
    './src/features/**/*.{ts,tsx}',
    './src/elements/**/*.{ts,tsx}',
    './src/shell/**/*.{ts,tsx}',
    './src/connected/**/*.{ts,tsx}',
  ],
  exclude: [],
  outdir: 'styled-system',
  outExtension: 'js',
  cssVarRoot: ':where(:root, :host)',
  conditions: {
    extend: {
      // Theme and mode are attributes of the custom element host (shadow DOM) or of a page ancestor.
      dark: ':host([data-mode=dark]) &, [data-mode=dark] &',
      ocean: ':host([data-theme=ocean]) &, [data-theme=ocean] &',
      invalid: '&:is([aria-invalid=true], [data-invalid])',
      current: '&:is([aria-current=page], [data-current])',
    },
  },
  globalCss: {
    ':host': {
      display: 'block',
      // Preflight borders (border-width: 0; solid) take this colour, so a bare 1px side border is never currentColor.
      '--global-color-border': 'token(colors.border.default)',
      color: 'fg.default',
      bg: 'transparent',
      fontFamily: 'body',
      fontSize: '14px',
      lineHeight: '1.5',
      fontWeight: 'normal',
      fontStyle: 'normal',
      letterSpacing: 'normal',
      textAlign: 'start',
      textTransform: 'none',
      WebkitFontSmoothing: 'antialiased',
    },
    ':host([hidden])': { display: 'none' },
    'button, input, select, textarea': {
      font: 'inherit',
      color: 'inherit',
      bg: 'transparent',
      letterSpacing: 'inherit',
      textTransform: 'none',
      margin: 0,
    },
    'button, [role=button]': { cursor: 'pointer' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    a: { color: 'inherit', textDecoration: 'none' },
    // The entry animations live here rather than in theme.keyframes (the tokens layer), so the reduced-motion
    // versions below, in the same layer and later, replace them.
    '@keyframes fadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
    '@keyframes slideIn': { from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } },
    '@keyframes shimmer': { '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } },
    // prefers-reduced-motion (WCAG 2.3.3): nothing moves; what appears cross-fades (dialogs, menus, popovers) or is
    // simply there (toasts, the sidebar, the switch's thumb); the skeleton does not pulse, scrolling jumps. This sheet
    // is adopted by every shadow root (src/elements/stylesheet.ts), so the rule reaches each panel and its overlays.
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        transitionDuration: '0s !important',
        transitionDelay: '0s !important',
        animationDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
      '@keyframes slideIn': { from: { opacity: 0 }, to: { opacity: 1 } },
      '@keyframes shimmer': { from: { opacity: 1 }, to: { opacity: 1 } },
    },
  },
  theme: {
    extend: {
      tokens: {
        fonts: {
          // The platform's own face first: a family that is not installed (Inter, ui-sans-serif outside Safari)
          // costs a font lookup per weight and size at the first layout (80 ms of a cold load on Linux).
          body: {
            value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          },
        },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: tone('#f7f7f8', '#0f0f12', '#f4f7fa', '#0b1220'),
            surface: tone('#ffffff', '#18181b', '#ffffff', '#111a2b'),
            subtle: tone('#f1f1f3', '#1f1f23', '#eef3f7', '#16213a'),
            muted: tone('#e4e4e7', '#27272a', '#e2e9f0', '#1e2a44'),
            overlay: tone('rgba(9,9,11,0.45)', 'rgba(0,0,0,0.6)', 'rgba(8,20,36,0.45)', 'rgba(0,0,0,0.6)'),
          },
          fg: {
            default: tone('#18181b', '#fafafa', '#0f1f2e', '#f1f5f9'),
            muted: tone('#52525b', '#a1a1aa', '#475569', '#a7b4c6'),
            subtle: tone('#63636b', '#9b9ba5', '#56657a', '#98a6ba'),
          },
          border: {
            default: tone('#e4e4e7', '#2e2e33', '#dbe4ec', '#24324d'),
            emphasized: tone('#c9c9cf', '#45454d', '#c3d0dc', '#34476a'),
            // The boundary of a control (inputs, selects, comboboxes, checkboxes, radios, the switch's track,
            // outline buttons): at least 3:1 against bg.canvas, bg.surface and bg.subtle in every look (WCAG 1.4.11;
            // tests/a11y/controls.test.ts). Cards and dividers keep border.default.
            control: tone('#85858e', '#6e6e79', '#77879b', '#5f7293'),
          },
          accent: {
            default: tone('#4f46e5', '#818cf8', '#0e7490', '#22d3ee'),
            emphasized: tone('#4338ca', '#a5b4fc', '#155e75', '#67e8f9'),
            fg: tone('#ffffff', '#0f0f12', '#ffffff', '#062235'),
            text: tone('#4338ca', '#a5b4fc', '#0e6a84', '#67e8f9'),
            subtle: tone('#eef2ff', '#1e1b4b', '#e6f7fb', '#083344'),
          },
          danger: {
            default: tone('#dc2626', '#dc2626', '#dc2626', '#dc2626'),
            emphasized: tone('#b91c1c', '#b91c1c', '#b91c1c', '#b91c1c'),
            fg: tone('#ffffff', '#ffffff', '#ffffff', '#ffffff'),
            text: tone('#b91c1c', '#fca5a5', '#b91c1c', '#fca5a5'),
            subtle: tone('#fef2f2', '#3b1212', '#fef2f2', '#3b1212'),
          },
          success: {
            text: tone('#15803d', '#86efac', '#15803d', '#86efac'),
            subtle: tone('#f0fdf4', '#0f2e1a', '#f0fdf4', '#0f2e1a'),
          },
          warning: {
            text: tone('#a16207', '#fde047', '#a16207', '#fde047'),
            subtle: tone('#fefce8', '#332b08', '#fefce8', '#332b08'),
          },
        },
        shadows: {
          card: { value: { base: '0 1px 2px rgba(16,24,40,0.06), 0 1px 3px rgba(16,24,40,0.08)', _dark: '0 1px 2px rgba(0,0,0,0.5)' } },
          overlay: {
            value: { base: '0 12px 32px rgba(16,24,40,0.16), 0 2px 6px rgba(16,24,40,0.08)', _dark: '0 12px 32px rgba(0,0,0,0.6)' },
          },
        },
        radii: { l1: { value: '4px' }, l2: { value: '6px' }, l3: { value: '8px' } },
      },
    },
  },
});
