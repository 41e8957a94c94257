import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AuthForm.stories.tsx';

const { SignIn, SignUp, Forgot, Reset, WrongPassword, SignUpErrors, ServiceError, Hindi, Phone, PhoneCode, PhoneCodeWrong, PhoneInvalid, PhoneCodeHindi } =
  composeStories(stories);

afterEach(cleanup);

const inputNames = (form: HTMLElement) =>
  [...form.querySelectorAll('input:not([type="hidden"])')].map((input) => input.getAttribute('name'));

describe('AuthForm', () => {
  it('signs in with email and password, posting to the page', () => {
    render(<SignIn />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/auth');
    expect(inputNames(form)).toEqual(['email', 'password']);
    expect(within(form).getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for name, optional mobile, email and a new password to sign up', () => {
    render(<SignUp />);
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(inputNames(form)).toEqual(['full_name', 'phone', 'email', 'password']);
    expect(within(form).getByRole('textbox', { name: 'Full name' }).hasAttribute('required')).toBe(true);
    expect(within(form).getByRole('textbox', { name: 'Mobile number (optional)' }).hasAttribute('required')).toBe(false);
    expect(within(form).getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(within(form).getByText('At least 6 characters.')).toBeTruthy();
  });

  it('asks only for the email to send a reset link, and for the new password twice to reset', () => {
    render(<Forgot />);
    expect(inputNames(screen.getByRole('form', { name: 'Reset your password' }))).toEqual(['email']);
    cleanup();
    render(<Reset />);
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(inputNames(form)).toEqual(['password', 'confirm_password']);
    expect(within(form).getByLabelText('New password again')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save new password' })).toBeTruthy();
  });

  it('shows a refusal next to its field, keeps the email and never the password', () => {
    render(<WrongPassword />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('');
    const message = document.getElementById(password.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(message?.textContent).toBe('Email or password is incorrect');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('meera.iyer@example.in');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Email or password is incorrect' }).getAttribute('href')).toBe('#auth-password');
  });

  it('lists every wrong sign-up field in the summary, in form order', () => {
    render(<SignUpErrors />);
    const links = within(screen.getByRole('alert')).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#auth-full_name', '#auth-phone', '#auth-email', '#auth-password']);
    expect((screen.getByRole('textbox', { name: 'Mobile number (optional)' }) as HTMLInputElement).value).toBe('after six');
  });

  it('explains a problem with the whole form above it', () => {
    render(<ServiceError />);
    expect(within(screen.getByRole('alert')).getByText('We could not reach the sign-in service. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
  });

  it('speaks Hindi when the page does', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeTruthy();
    expect(screen.getAllByText('ईमेल या पासवर्ड ग़लत है').length).toBeGreaterThan(0);
  });

  it('asks for a mobile number to text a code to, then for the code, posting the number back with it', () => {
    render(<Phone />);
    const form = screen.getByRole('form', { name: 'Sign in with your mobile' });
    expect(inputNames(form)).toEqual(['phone']);
    const mobile = within(form).getByRole('textbox', { name: 'Mobile number' });
    expect(mobile.hasAttribute('required')).toBe(true);
    expect(mobile.getAttribute('type')).toBe('tel');
    expect(within(form).getByRole('button', { name: 'Text me a code' })).toBeTruthy();
    cleanup();
    render(<PhoneCode />);
    const step = screen.getByRole('form', { name: 'Enter the code' });
    expect(inputNames(step)).toEqual(['token']);
    expect((step.querySelector('input[type="hidden"][name="phone"]') as HTMLInputElement).value).toBe('+919876543210');
    expect((step.querySelector('input[type="hidden"][name="mode"]') as HTMLInputElement).value).toBe('phoneCode');
    const code = within(step).getByRole('textbox', { name: 'Code from the text message' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(within(step).getByRole('button', { name: 'Verify and sign in' })).toBeTruthy();
  });

  it('shows a wrong code next to the code and a foreign number next to the number', () => {
    render(<PhoneCodeWrong />);
    const code = screen.getByRole('textbox', { name: 'Code from the text message' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'This code is wrong or has expired. Check it, or ask for a new one.' }).getAttribute('href')).toBe('#auth-token');
    cleanup();
    render(<PhoneInvalid />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(mobile.value).toBe('+44 7700 900123');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the code in Hindi', () => {
    render(<PhoneCodeHindi />);
    expect(screen.getByRole('textbox', { name: 'SMS में आया कोड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'जाँचें और साइन इन करें' })).toBeTruthy();
  });
});
