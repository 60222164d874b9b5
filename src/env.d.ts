/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate the cookie bar when consent is still open or settings are asked for (src/directives/consent.ts). */
    'client:consent'?: boolean;
  }
}

export {};
