import { describe, expect, it } from 'vitest';
import { firstMessage } from './fieldErrors.ts';

describe('firstMessage', () => {
  it('reads a field’s own message', () => {
    expect(firstMessage({ type: 'custom', message: 'City is required' })).toBe('City is required');
  });

  it('finds the first message inside a list field’s errors, passing over the element it refers to', () => {
    const input = document.createElement('input');
    expect(firstMessage([undefined, { type: 'invalid_format', message: 'Invalid URL', ref: input }])).toBe('Invalid URL');
    expect(firstMessage({ root: { message: 'Too many photos' } })).toBe('Too many photos');
  });

  it('says nothing without an error', () => {
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage({ type: 'server' })).toBeUndefined();
  });
});
