import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as stories from './PhotoGallery.stories.tsx';

const { Filled, OnePhoto, Empty, Hindi } = composeStories(stories);

describe('PhotoGallery', () => {
  it('numbers the photos and says how many there are on the button that opens them full screen', () => {
    render(<Filled />);
    const strip = screen.getByRole('list', { name: '2 BHK Apartment in Viman Nagar' });
    const photos = within(strip).getAllByRole('button', { name: /^Photo \d of 3 ?\(full screen\)$/ });
    expect(photos).toHaveLength(3);
    expect(photos.map((photo) => photo.querySelector('.gallery__index')?.textContent)).toEqual(['1/3', '2/3', '3/3']);
    expect(within(photos[1] as HTMLElement).getByRole('img').getAttribute('alt')).toBe('Photo 2 of 3');
    const open = screen.getByRole('button', { name: 'View all 3 photos' });
    expect([open.getAttribute('commandfor'), open.getAttribute('command')]).toEqual(['photos', 'show-modal']);
    expect(photos[2]?.dataset.photo, 'opens the view at itself').toBe('photos-3');
  });

  it('has the full-screen view: every photo whole, loaded when opened, and a close button', () => {
    render(<Filled />);
    const view = document.getElementById('photos') as HTMLDialogElement;
    expect(view.tagName).toBe('DIALOG');
    expect(view.getAttribute('aria-label')).toBe('Photos of 2 BHK Apartment in Viman Nagar');
    const images = view.querySelectorAll('img');
    expect([...images].map((image) => [image.getAttribute('alt'), image.getAttribute('loading')])).toEqual([
      ['Photo 1 of 3', 'lazy'],
      ['Photo 2 of 3', 'lazy'],
      ['Photo 3 of 3', 'lazy'],
    ]);
    expect(view.querySelector('#photos-2 img')?.getAttribute('alt')).toBe('Photo 2 of 3');
    const close = within(view).getByRole('button', { name: 'Close the photos', hidden: true });
    expect(close.getAttribute('command')).toBe('close');
    // The server's HTML takes the focus into the view when it opens.
    expect(renderToStaticMarkup(<Filled />)).toMatch(/<button type="button" class="gallery-full__close" commandfor="photos" command="close" autofocus="">/);
  });

  it('loads the first photo at once and the others when near', () => {
    render(<Filled />);
    const strip = screen.getByRole('list', { name: '2 BHK Apartment in Viman Nagar' });
    expect([...strip.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('says “View the photo” for one, that there are none yet, and speaks Hindi', () => {
    const { unmount } = render(<OnePhoto />);
    expect(screen.getByRole('button', { name: 'View the photo' })).toBeTruthy();
    unmount();
    const { unmount: leave } = render(<Empty />);
    expect(screen.getByText('The owner has not added photos yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    leave();
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'सभी 3 फ़ोटो देखें' })).toBeTruthy();
  });
});
