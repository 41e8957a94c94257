// Imported (for its effect) by every module that builds a zod object, before it builds one.
// In a browser zod builds its schemas without its compiled fast path: probing for that path calls
// `new Function`, which the site's Content-Security-Policy (no 'unsafe-eval') reports as a
// violation even though zod catches the refusal. Servers keep the fast path.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
