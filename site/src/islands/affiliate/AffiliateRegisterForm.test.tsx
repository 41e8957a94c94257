import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './AffiliateRegisterForm.stories.tsx';

const { Default, Invited, UnknownSponsor, LookupFailed, WithErrors, Blank, Posting } = composeStories(stories);

afterEach(cleanup);

const submit = () => screen.getByRole('button', { name: 'Join the programme' }) as HTMLButtonElement;

describe('AffiliateRegisterForm', () => {
  it('checks a typed sponsor code and shows the sponsor by name before submitting', async () => {
    render(<Default />);
    await userEvent.type(screen.getByLabelText('Sponsor affiliate ID (optional)'), 'aff10023');
    expect(await screen.findByText('Sponsor: Priya S.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('says when nobody has the code and holds the form back', async () => {
    render(<Default />);
    await userEvent.type(screen.getByLabelText('Sponsor affiliate ID (optional)'), 'AFF4242');
    expect(await screen.findByText('No affiliate has the ID AFF4242.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('shows the sponsor of an invitation link at once, prefilled', () => {
    render(<Invited />);
    expect((screen.getByLabelText('Sponsor affiliate ID (optional)') as HTMLInputElement).value).toBe('AFF10023');
    expect(screen.getByRole('status').textContent).toBe('Sponsor: Priya S.');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Kavya Nair');
  });

  it('refuses an unknown invitation code', () => {
    render(<UnknownSponsor />);
    expect(screen.getByText('No affiliate has the ID AFF99999.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('tells when the lookup failed but still lets the server decide', async () => {
    render(<LookupFailed />);
    await userEvent.type(screen.getByLabelText('Sponsor affiliate ID (optional)'), 'AFF10023');
    expect(await screen.findByText('The sponsor could not be checked right now.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('ties the server errors to their fields', () => {
    render(<WithErrors />);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });

  it('checks the fields with core’s schema before posting: each message beside its field, the first invalid one focused', async () => {
    const post = vi.fn();
    render(<Blank post={post} />);
    await userEvent.click(submit());
    const fullName = screen.getByLabelText('Full name');
    expect(document.activeElement).toBe(fullName);
    expect(document.getElementById(fullName.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Full name is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(fullName, 'Kavya Nair');
    expect(fullName.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows core’s messages in the reader’s language', async () => {
    render(<Blank messages={{ 'Full name is required': 'पूरा नाम लिखें' }} />);
    await userEvent.click(submit());
    expect(screen.getByText('पूरा नाम लिखें')).toBeTruthy();
  });

  it('posts a valid form once, even on a double click, and says it is joining', async () => {
    const post = vi.fn();
    render(<Posting post={post} />);
    await userEvent.dblClick(submit());
    const button = await screen.findByRole('button', { name: 'Joining…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    expect(new FormData(post.mock.calls[0]?.[0] as HTMLFormElement).get('full_name')).toBe('Kavya Nair');
  });

  it('posts once when the form is submitted twice before it can show it is busy', async () => {
    const post = vi.fn();
    render(<Posting post={post} />);
    const form = submit().closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Joining…' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('lets a corrected form through after the server’s refusal', async () => {
    const post = vi.fn();
    render(<WithErrors post={post} />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Kavya Nair');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'kavya@example.in');
    await userEvent.click(submit());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('draws the values sent back into the page before its script runs, and keeps what was typed before it did', async () => {
    const html = renderToString(<WithErrors />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect((container.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('not-an-email');
    document.body.append(container);
    (container.querySelector('input[name="full_name"]') as HTMLInputElement).value = 'Kavya Nair';
    const post = vi.fn();
    render(<WithErrors post={post} />, { container, hydrate: true });
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(submit());
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Kavya Nair');
    expect(post).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
