import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from './theme.ts';

const theme = createTheme(consoleTheme);
const AA = 4.5;

describe('consoleTheme', () => {
  it('gives text buttons and links in primary and secondary at least 4.5:1 on the page and on cards', () => {
    for (const colour of [theme.palette.primary.main, theme.palette.secondary.main]) {
      expect(getContrastRatio(colour, theme.palette.background.default), colour).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(colour, theme.palette.background.paper), colour).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives white text on contained buttons at least 4.5:1', () => {
    for (const palette of [theme.palette.primary, theme.palette.secondary, theme.palette.error, theme.palette.success]) {
      expect(getContrastRatio(palette.contrastText, palette.main), palette.main).toBeGreaterThanOrEqual(AA);
    }
  });

  it("keeps react-admin's page background", () => {
    expect(theme.palette.background.default).toBe('#fafafb');
  });
});
