/// <reference types="astro/client" />

declare global {
  namespace App {
    /** What src/middleware.ts gives every page and component. */
    interface Locals {
      /** Given by the server that serves a release (scripts/origin/site-server.ts): the CMS it passes search on to and its preview asks. */
      contentApiUrl?: string;
      /** When the request came (performance.now()): a page rendered on demand shares its wait for the CMS out. */
      receivedAt: number;
      /** For pages, which build their models with it; views never read it. */
      build: import('#src/lib/build/context.ts').BuildContext;
      /** The settings views show (the search API, the form service, image addresses, third parties). */
      settings: import('#src/lib/build/view-settings.ts').ViewSettings;
      frame: import('#src/lib/models/frame.ts').SiteFrame;
      t: import('#src/i18n/translator.ts').Translate;
      /** Switches `frame` and `t` to another language (for a page whose address does not say its language). */
      useLocale: (locale: import('#src/i18n/locales.ts').Locale) => Promise<void>;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the address has a query or the visitor reaches for the island (src/react/hydrate-when-reached.ts). */
    'client:reached'?: boolean;
  }
}

export {};
