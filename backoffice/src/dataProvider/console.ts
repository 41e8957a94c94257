import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

export interface ConsoleMethods {
  /** The admin guard's check (spec 6): has_role(user id, 'admin') for the signed-in person. */
  isAdmin: () => Promise<boolean>;
}

export function consoleMethods(client: ConsoleClient): ConsoleMethods {
  return {
    async isAdmin() {
      const { data } = await client.auth.getSession();
      const userId = data.session?.user.id;
      if (!userId) return false;
      return (
        (await callRpc<boolean>(client, 'has_role', { _user_id: userId, _role: 'admin' })) === true
      );
    },
  };
}
