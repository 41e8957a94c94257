import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './PhotoUploader.stories.tsx';
import { FORM_TEXTS } from './storyTexts.ts';

const { Empty, Uploading, Uploaded, Refused, ContentsNotAnImage, WithMessage } = composeStories(stories);

afterEach(cleanup);

const image = (name: string, bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const names = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('.photo__name')?.firstChild?.textContent);

describe('PhotoUploader', () => {
  it('uploads several images and reports their URLs in order', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Add photos'), [image('hall.png'), image('kitchen.png')]);
    expect(await screen.findByText('Cover')).toBeTruthy();
    expect(names()).toEqual(['hall.png', 'kitchen.png']);
    expect(onChange).toHaveBeenLastCalledWith(
      ['https://api.example.in/storage/v1/object/public/property-images/properties/u-1/hall.png', 'https://api.example.in/storage/v1/object/public/property-images/properties/u-1/kitchen.png'],
      false,
    );
  });

  it('refuses files the bucket would refuse, saying why', async () => {
    render(<Empty />);
    const input = screen.getByLabelText('Add photos');
    await userEvent.upload(input, [image('huge.png', 5 * 1024 * 1024 + 1)]);
    expect(screen.getByText('huge.png is larger than 5 MB')).toBeTruthy();
    // The input accepts images only; a file dropped past that filter is still refused.
    await userEvent.upload(input, [image('plan.pdf', 10, 'application/pdf')], { applyAccept: false });
    expect(screen.getByText('plan.pdf is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file')).toBeTruthy();
  });

  it('shows progress while a photo uploads and tells the form it is busy', () => {
    const onChange = vi.fn();
    render(<Uploading onChange={onChange} />);
    const progress = screen.getByRole('progressbar', { name: 'Uploading bedroom.jpg' }) as HTMLProgressElement;
    expect(progress.value).toBe(0.4);
    expect(onChange).toHaveBeenLastCalledWith([expect.any(String)], true);
  });

  it('moves a photo earlier with the keyboard and announces its place', async () => {
    render(<Uploaded />);
    const earlier = screen.getByRole('button', { name: 'Move earlier: kitchen.jpg' });
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['kitchen.jpg', 'hall.jpg']);
    expect(screen.getByRole('status').textContent).toBe('kitchen.jpg is now photo 1 of 2');
    expect((screen.getByRole('button', { name: 'Move earlier: kitchen.jpg' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: hall.jpg' }));
    expect(names()).toEqual(['kitchen.jpg']);
  });

  it('shows a refused file with its reason', () => {
    render(<Refused />);
    expect(screen.getByText('plan.pdf is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file')).toBeTruthy();
  });

  it('says in plain words that a file named .png is not an image when the server finds no picture inside, and drops its reorder buttons', async () => {
    render(<ContentsNotAnImage />);
    await userEvent.upload(screen.getByLabelText('Add photos'), [image('notes.png')]);
    expect(await screen.findByText('notes.png is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file')).toBeTruthy();
    expect(screen.queryByText(/mime type/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move earlier: notes.png' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move later: notes.png' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove: notes.png' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move later: kitchen.jpg' }) as HTMLButtonElement).disabled, 'the last photo in order').toBe(true);
  });

  it('puts the form’s message about the photos beside the picker, after its hint', () => {
    render(<WithMessage />);
    const picker = screen.getByLabelText('Add photos');
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    const described = (picker.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([FORM_TEXTS['listing.photos.hint'], 'Invalid URL']);
  });

  it('hands its picker to the form that focuses it', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Empty inputRef={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Add photos'));
  });
});
