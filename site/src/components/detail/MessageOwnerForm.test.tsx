import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './MessageOwnerForm.stories.tsx';

const { Default, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('MessageOwnerForm', () => {
  it('posts the first message about the listing to the messages endpoint, from a labelled box', () => {
    render(<Default />);
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    const form = box.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/messages/start');
    expect((form.elements.namedItem('property_id') as HTMLInputElement).value).toBe('p-1');
    expect(box.maxLength).toBe(2000);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('reads in Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'मालिक को संदेश भेजें' })).toBeTruthy();
  });
});
