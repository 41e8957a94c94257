import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers client:session (src/directives/session.ts). */
export function sessionDirective(): AstroIntegration {
  return {
    name: 'client-session-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'session', entrypoint: fileURLToPath(new URL('./session.ts', import.meta.url)) });
      },
    },
  };
}
