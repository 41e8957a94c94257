import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONTACT_ADDRESS_LIMIT, CONTACT_MESSAGE_TOO_SHORT, CONTACT_TOO_FAST, INVALID_EMAIL } from '@rentals/core/validation/messages';
import { readContactForm, submitContactForm, type ContactSubmission } from './contactSubmit.ts';

const FAILED = 'We could not send your enquiry just now.';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const posted = readContactForm(
  formOf({
    name: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    phone: '',
    topic: 'guaranteed_lease',
    message: 'How does the guaranteed lease work for a 3 BHK in Whitefield?',
    website: '',
    fill_seconds: '14',
  }),
);

/** A client whose RPC answers `error`, recording what was sent. */
function clientAnswering(error: { code: string; message: string } | null) {
  const calls: { fn: string; args: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const client = {
    rpc(fn: string, args: Record<string, unknown>) {
      const call = { fn, args, headers: {} as Record<string, string> };
      calls.push(call);
      return {
        setHeader(name: string, value: string) {
          call.headers[name] = value;
          return Promise.resolve({ error });
        },
      };
    },
  };
  return { client: client as unknown as SupabaseClient, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('readContactForm', () => {
  it('reads the fields, the honeypot and the fill time', () => {
    expect(posted).toEqual({
      values: { name: 'Meera Iyer', email: 'meera.iyer@example.in', phone: '', topic: 'guaranteed_lease', message: expect.stringContaining('Whitefield') },
      website: '',
      fillSeconds: 14,
    });
  });

  it('treats a missing or unreadable fill time as unknown and keeps it within an integer', () => {
    expect(readContactForm(formOf({})).fillSeconds).toBeNull();
    expect(readContactForm(formOf({ fill_seconds: 'soon' })).fillSeconds).toBeNull();
    expect(readContactForm(formOf({ fill_seconds: '-4' })).fillSeconds).toBe(0);
    expect(readContactForm(formOf({ fill_seconds: '99999999999' })).fillSeconds).toBe(1_000_000);
    expect(readContactForm(formOf({})).values).toEqual({ name: '', email: '', phone: '', topic: '', message: '' });
  });
});

describe('submitContactForm', () => {
  it('stores a valid enquiry through the RPC, naming the visitor in x-forwarded-for', async () => {
    const { client, calls } = clientAnswering(null);
    expect(await submitContactForm(posted, client, '198.51.100.7', FAILED)).toEqual({ status: 'sent' });
    expect(calls).toEqual([{
      fn: 'submit_contact_enquiry',
      args: {
        _name: 'Meera Iyer', _email: 'meera.iyer@example.in', _topic: 'guaranteed_lease', _message: posted.values.message,
        _phone: null, _website: null, _fill_seconds: 14,
      },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    }]);
  });

  it('answers field errors without calling the database', async () => {
    const { client, calls } = clientAnswering(null);
    const wrong: ContactSubmission = { ...posted, values: { ...posted.values, email: 'meera@', message: 'Hi' } };
    expect(await submitContactForm(wrong, client, '198.51.100.7', FAILED)).toEqual({
      status: 'invalid', httpStatus: 400, values: wrong.values, fillSeconds: 14,
      errors: { email: INVALID_EMAIL, message: CONTACT_MESSAGE_TOO_SHORT },
    });
    expect(calls).toEqual([]);
  });

  it('puts a field message the database raises next to its field', async () => {
    const { client } = clientAnswering({ code: 'P0001', message: INVALID_EMAIL });
    expect(await submitContactForm(posted, client, '198.51.100.7', FAILED)).toMatchObject({ httpStatus: 400, errors: { email: INVALID_EMAIL } });
  });

  it('shows a limit (429) and the fill-time refusal (400) above the form, in the database’s words', async () => {
    expect(await submitContactForm(posted, clientAnswering({ code: 'PT429', message: CONTACT_ADDRESS_LIMIT }).client, '198.51.100.7', FAILED))
      .toMatchObject({ status: 'invalid', httpStatus: 429, errors: {}, formError: CONTACT_ADDRESS_LIMIT });
    expect(await submitContactForm(posted, clientAnswering({ code: 'P0001', message: CONTACT_TOO_FAST }).client, '198.51.100.7', FAILED))
      .toMatchObject({ httpStatus: 400, formError: CONTACT_TOO_FAST });
  });

  it('says the service failed, without its details, when anything else goes wrong', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientAnswering({ code: '', message: 'TypeError: fetch failed' });
    expect(await submitContactForm(posted, client, '198.51.100.7', FAILED)).toMatchObject({ httpStatus: 503, formError: FAILED });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('fetch failed'));
  });
});
