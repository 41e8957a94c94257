// Whether the island has hydrated: its buttons stay disabled until then, so a tap on the
// server-rendered HTML is never lost (nor sends a bare form through the browser).
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
