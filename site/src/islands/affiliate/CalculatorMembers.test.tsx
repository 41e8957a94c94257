import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './CalculatorMembers.stories.tsx';

const { Filled, Empty } = composeStories(stories);

afterEach(cleanup);

describe('CalculatorMembers', () => {
  it('lists each member with a labelled volume, hypothetical ones removable', async () => {
    render(<Filled />);
    expect((screen.getByLabelText('RVL of Bela Rao (₹) · Level 1') as HTMLInputElement).value).toBe('300000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ravi' }));
    expect(Filled.args.onRemove).toHaveBeenCalledWith('NEW-1');
  });

  it('hands a new member to the calculator with sponsor, name and volume', async () => {
    render(<Filled />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sana');
    await userEvent.selectOptions(screen.getByLabelText('Joins under'), 'Bela Rao (AFF10024)');
    await userEvent.type(screen.getByLabelText('Their RVL (₹)'), '75000');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(Filled.args.onAdd).toHaveBeenCalledWith('AFF10024', 'Sana', 75000);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('shows only the form when nobody is below the member', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'Your network (0)' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeTruthy();
  });
});
