// An island's form is in the page before React takes it over. Submitted then, the browser sends it
// itself, as a GET to the page's own address: the change is lost, and what was typed lands in the
// address bar, the history and the server's logs. Its submit button waits for React instead.
import { useEffect, useState } from 'react';

/** False in the server's HTML and until React has hydrated the island; true from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
