import { createTheme, getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { consoleTheme, REDUCED_MOTION } from './theme.ts';

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

  it('gives warning and info chips at least 4.5:1, filled (white text) and outlined (coloured text)', () => {
    for (const palette of [theme.palette.warning, theme.palette.info]) {
      expect(getContrastRatio(palette.contrastText, palette.main), `${palette.main} filled`).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.main, theme.palette.background.default), `${palette.main} outlined on the page`).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.main, theme.palette.background.paper), `${palette.main} outlined on a card`).toBeGreaterThanOrEqual(AA);
    }
  });

  it("keeps react-admin's page background", () => {
    expect(theme.palette.background.default).toBe('#fafafb');
  });
});

describe('checkboxes', () => {
  const Rows = () => {
    const list = useList({ data: [{ id: 1, title: 'Baner 2 BHK' }, { id: 2, title: 'Kothrud 1 BHK' }] });
    return (
      <ListContextProvider value={list}>
        <DataTable resource="properties" rowClick={false} bulkActionButtons={<span />}>
          <DataTable.Col source="title" />
        </DataTable>
      </ListContextProvider>
    );
  };

  it("names every row checkbox of a list and the select-all box, on the box itself", async () => {
    render(
      <StoryAdmin>
        <Rows />
      </StoryAdmin>,
    );
    await screen.findByText('Baner 2 BHK');
    expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeTruthy();
    // The label is not left on the decorative wrapper, where ARIA forbids it.
    expect(document.querySelectorAll('.MuiCheckbox-root[aria-label]')).toHaveLength(0);
  });
});

describe('reduced motion', () => {
  it('stops every animation and transition when the system asks for less motion, and only then', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, Record<string, string>>>;
    expect(overrides[REDUCED_MOTION]?.['*, *::before, *::after']).toMatchObject({
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    });
    expect(Object.keys(overrides)).toEqual([REDUCED_MOTION]);
  });
});
