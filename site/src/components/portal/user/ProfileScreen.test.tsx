import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_INVALID } from '@rentals/core/validation/messages';
import { watchPosts } from '../../../islands/form/postWatch.ts';
import * as stories from './ProfileScreen.stories.tsx';

const { Default, Invalid, Temporary, Error, Empty, ClientErrors, Submitting } = composeStories(stories);

let watch = watchPosts();
beforeEach(() => {
  watch = watchPosts();
});
afterEach(() => {
  watch.stop();
  cleanup();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProfileScreen', () => {
  it('shows the profile, its completion and a photo upload', () => {
    render(<Default />);
    expect(input('Full name').value).toBe('Neha Kulkarni');
    expect(input('Annual income (₹)').value).toBe('1800000');
    expect(input('Email').readOnly).toBe(true);
    expect((screen.getByLabelText('Profile 70% complete') as HTMLProgressElement).value).toBe(70);
    const upload = input('Choose a photo');
    expect(upload.type).toBe('file');
    expect(upload.closest('form')?.getAttribute('enctype')).toBe('multipart/form-data');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeTruthy();
  });

  it('shows what was typed with each error next to its field', () => {
    render(<Invalid />);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields');
    const bedrooms = input('Bedrooms');
    expect(bedrooms.value).toBe('12');
    expect(bedrooms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bedrooms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Preferred bedrooms must be a whole number from 1 to 10',
    );
  });

  it('says when the profile is only temporary and does not offer to save it', () => {
    render(<Temporary />);
    expect(screen.getByRole('status').textContent).toBe('Profile creation failed, using temporary data');
    expect((screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Failed to load profile', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load profile');
  });

  it('shows an empty profile with nothing marked', () => {
    render(<Empty />);
    expect(input('Phone').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the details in the browser: each message beside its field, the first focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    const phone = input('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(document.getElementById('profile-phone-error')?.textContent).toBe(MOBILE_INVALID);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields');
    expect(watch.posts).toHaveLength(0);
  });

  it('a valid profile posts once, its button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    button.form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
    expect(watch.posts[0]?.get('full_name')).toBe('Neha Kulkarni');
  });
});
