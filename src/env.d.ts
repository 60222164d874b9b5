/// <reference types="astro/client" />

declare global {
  namespace App {
    /** What src/middleware.ts gives every page and component. */
    interface Locals {
      build: import('#src/lib/build/context.ts').BuildContext;
      frame: import('#src/lib/models/frame.ts').SiteFrame;
      t: import('#src/i18n/translator.ts').Translate;
      /** Switches `frame` and `t` to another language (for a page whose address does not say its language). */
      useLocale: (locale: import('#src/i18n/locales.ts').Locale) => Promise<void>;
    }
  }
}

export {};
