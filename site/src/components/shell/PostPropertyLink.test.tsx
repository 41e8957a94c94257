import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PostPropertyLink.stories.tsx';

const { Default, Compact, Hindi } = composeStories(stories);

describe('PostPropertyLink', () => {
  it('leads to the listing form, signing in first', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Post property free' }).getAttribute('href')).toBe('/list-property');
  });

  it('has a compact size for the phones’ top bar, and Hindi', () => {
    render(<Compact />);
    expect(screen.getByRole('link', { name: 'Post property free' }).className).toContain('post-property--compact');
    render(<Hindi />);
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी मुफ़्त लिस्ट करें' }).getAttribute('href')).toBe('/list-property');
  });
});
