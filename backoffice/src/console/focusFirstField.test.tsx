import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as approve from '../managedRentals/ApproveConfigureDialog.stories.tsx';
import * as confirmRvl from '../managedRentals/ConfirmRvlDialog.stories.tsx';
import * as shadowBalancing from '../shadowBalancing/ConfigureShadowBalancingDialog.stories.tsx';
import * as shadowPower from '../shadowPower/ShadowPowerDialog.stories.tsx';
import * as addRvl from '../users/AddRvlDialog.stories.tsx';

afterEach(cleanup);

const firstField = async () => {
  const dialog = await screen.findByRole('dialog');
  const field = dialog.querySelector('input:not([type="hidden"]), textarea, [role="combobox"]');
  if (!field) throw new Error('The dialog has no field');
  return field;
};

// Every console dialog with a form, through the theme they all share (the stories use the console's).
describe('dialogs with a form open in their first field', () => {
  const cases = [
    ['Approve & Configure', composeStories(approve).Default],
    ['Configure Shadow Balancing', composeStories(shadowBalancing).Default],
    ['Add RVL', composeStories(addRvl).Default],
    ['Shadow Power', composeStories(shadowPower).Default],
  ] as const;

  for (const [name, Story] of cases) {
    it(name, async () => {
      render(<Story />);
      const field = await firstField();
      await waitFor(() => expect(document.activeElement).toBe(field));
    });
  }
});

describe('a dialog that only confirms', () => {
  it('keeps focus on itself, so Enter cannot confirm by accident', async () => {
    const { Default } = composeStories(confirmRvl);
    render(<Default />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).not.toBe('BUTTON');
  });
});
