// The console's theme: react-admin's light theme with blues dark enough for text. MUI's primary
// (#1976d2) on react-admin's page background (#fafafb) is 4.41:1, under the 4.5:1 that WCAG AA asks
// of normal text, and every text button is primary; react-admin's secondary is lighter still.
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    // Blue 800: 5.6:1 on the page background, 5.75:1 on white.
    primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    secondary: { main: '#0069c0', light: '#2196f3', dark: '#004a8f', contrastText: '#fff' },
  },
};
