import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:consent` (src/directives/consent.ts), the cookie bar's hydration rule. */
export function consentDirective(): AstroIntegration {
  return {
    name: 'hospital:consent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'consent', entrypoint: fileURLToPath(new URL('../../src/directives/consent.ts', import.meta.url)) });
      },
    },
  };
}
