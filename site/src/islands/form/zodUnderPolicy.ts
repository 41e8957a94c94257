// Imported first by every checked form island, before any schema is built: under the site's content
// security policy zod would otherwise probe `new Function` for its fast path when it builds an
// object schema, which the policy refuses and reports as a violation even though zod catches it.
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });
