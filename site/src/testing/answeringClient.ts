// A real supabase-js client whose requests an answer function serves: what a loader asks the API
// for, and what it makes of the answer, without a server.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export function clientAnswering(answer: (request: Request) => Response | Promise<Response>): { client: SupabaseClient; seen: Request[] } {
  const seen: Request[] = [];
  const client = createClient('http://api.test', 'anon', {
    auth: { persistSession: false },
    global: {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request);
        return answer(request);
      },
    },
  });
  return { client, seen };
}
