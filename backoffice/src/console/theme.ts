// The console's theme: react-admin's light theme with blues dark enough for text. MUI's primary
// (#1976d2) on react-admin's page background (#fafafb) is 4.41:1, under the 4.5:1 that WCAG AA asks
// of normal text, and every text button is primary; react-admin's secondary is lighter still.
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { focusFirstField } from './focusFirstField.ts';

type CheckboxState = { 'aria-label'?: string };

export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    // Blue 800: 5.6:1 on the page background, 5.75:1 on white.
    primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    secondary: { main: '#0069c0', light: '#2196f3', dark: '#004a8f', contrastText: '#fff' },
    // Chips of waiting and informing states carry white text (filled) or their colour as text
    // (outlined): MUI's #ed6c02 and #0288d1 give 3.11:1 and 3.86:1 with white. Amber 5.02:1 and
    // Light Blue 800 4.80:1 on white, 4.81:1 and 4.60:1 on the page.
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#fff' },
    info: { main: '#0277bd', light: '#29b6f6', dark: '#01579b', contrastText: '#fff' },
  },
  // Devanagari after the Latin faces: Hindi text finds Noto Sans Devanagari (registered with the
  // Hindi catalogue, i18n/hi/devanagariFont.ts), Latin text keeps MUI's Roboto stack.
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: ['Roboto', 'Helvetica', 'Arial', '"Noto Sans Devanagari"', 'sans-serif'].join(','),
  },
  components: {
    ...defaultLightTheme.components,
    // A person whose system asks for less motion gets none: ripples, spinners, menus and dialogs
    // stop at once. Durations go to almost nothing rather than `none`, so that code waiting for an
    // animation's or transition's end event still hears it.
    MuiCssBaseline: {
      styleOverrides: {
        [REDUCED_MOTION]: {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiDialog: {
      defaultProps: {
        // Once the dialog is in place (its own focus trap has focused the container by then).
        slotProps: { transition: { onEntering: (node: HTMLElement) => focusFirstField(node) } },
      },
    },
    // react-admin labels a list's row checkbox with aria-label on the Checkbox, which MUI puts on
    // the decorative <span> and not on the <input>: the box itself had no name. Move it there.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (state: CheckboxState) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
        },
      },
    },
  },
};
