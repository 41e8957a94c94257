import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './UpiIdForm.stories.tsx';

const { Default, Empty, Hindi } = composeStories(stories);

describe('UpiIdForm', () => {
  it('posts the UPI ID, labelled and described, starting from the one on file', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'UPI ID' }) as HTMLInputElement;
    expect(input.value).toBe('suresh.reddy@okhdfc');
    expect(input.required).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As your UPI app shows it, e.g. name@okhdfc');
    expect(input.form?.getAttribute('action')).toBe('/portal/user/settings/upi');
    expect(screen.getByRole('region', { name: 'Rent by UPI' }).id).toBe('upi');
  });

  it('starts empty without one', () => {
    render(<Empty />);
    expect((screen.getByRole('textbox', { name: 'UPI ID' }) as HTMLInputElement).value).toBe('');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'UPI ID सहेजें' })).toBeTruthy();
  });
});
