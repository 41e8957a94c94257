// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { readSignedInPerson } from './signedInPerson.ts';

function clientAnswering(answer: () => Response) {
  const client = createClient('http://api.test', 'anon', {
    auth: { persistSession: false },
    global: { fetch: async () => answer() },
  });
  const signOut = vi.spyOn(client.auth, 'signOut');
  return { client, signOut };
}

const answer = {
  id: 'u1',
  email: 'ananya@example.in',
  user_metadata: { full_name: 'Ananya Sharma' },
  roles: ['tenant'],
  preferred_language: 'hi',
  full_name: 'Ananya Sharma',
  unread_conversations: 2,
};

describe('readSignedInPerson', () => {
  it('gives the person, their roles, language, name and unread conversations from the one answer', async () => {
    const { client, signOut } = clientAnswering(() => Response.json(answer));
    expect(await readSignedInPerson(client)).toEqual({
      user: { id: 'u1', email: 'ananya@example.in', user_metadata: { full_name: 'Ananya Sharma' } },
      roles: ['tenant'],
      preferredLanguage: 'hi',
      fullName: 'Ananya Sharma',
      unreadConversations: 2,
    });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('ignores a language the site does not have', async () => {
    const { client } = clientAnswering(() => Response.json({ ...answer, preferred_language: 'fr' }));
    expect((await readSignedInPerson(client))?.preferredLanguage).toBeNull();
  });

  it('removes a session the database says names no one', async () => {
    const { client, signOut } = clientAnswering(() => Response.json(null));
    expect(await readSignedInPerson(client)).toBeNull();
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('keeps the session when the API cannot answer: this request is a visitor’s', async () => {
    const { client, signOut } = clientAnswering(() => Response.json({ code: 'PGRST000', message: 'Database client error' }, { status: 503 }));
    expect(await readSignedInPerson(client)).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });
});
