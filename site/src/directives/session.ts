// client:session: an island hydrated only in a browser that holds a session. A page that is the
// same HTML for everyone renders the signed-out and signed-in parts together (SessionHint shows the
// one that fits); a visitor needs no script for them, so React and the island are fetched only
// when a session cookie is there.
import type { ClientDirective } from 'astro';
import { hasSessionIn } from '../components/shell/sessionHint.ts';

const session: ClientDirective = (load) => {
  if (!hasSessionIn(document.cookie)) return;
  void load().then((hydrate) => hydrate());
};

export default session;
