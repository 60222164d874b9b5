/**
 * Gives every page, endpoint and component of a request (at build time: of each pre-rendered page)
 * what it renders with, on `Astro.locals` (the way Starlight provides `t`): the build context (for
 * pages, which build their models with it), the settings views show (never the content client), the
 * frame of the page's language (strings, menu, footer, banner, link rules) and that language's `t`.
 * Pre-rendered pages share the build's context (one crawl); a page rendered on demand gets a
 * context of its own that models pages alone. The language is the address's (English under /en);
 * a page whose language its address does not show (a preview) calls `locals.useLocale(locale)`
 * before it renders. A page's HTML leaves with Astro's island rule in its head, not its body
 * (src/lib/island-style.ts), and with the site's stylesheet just before its main content, not in its
 * head (src/lib/site-stylesheet.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { buildContext, requestContext } from '#src/lib/build/this-build.ts';
import { viewSettings } from '#src/lib/build/view-settings.ts';
import { localeFromPath, type Locale } from '#src/i18n/locales.ts';
import { islandStyleInHead } from '#src/lib/island-style.ts';
import { siteStylesheetBeforeMain } from '#src/lib/site-stylesheet.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const build = context.isPrerendered ? buildContext() : requestContext(context.locals.contentApiUrl);
  const useLocale = async (locale: Locale) => {
    const frame = await build.frame(locale);
    context.locals.frame = frame;
    context.locals.t = frame.t;
  };
  context.locals.build = build;
  context.locals.settings = viewSettings(build.config);
  context.locals.useLocale = useLocale;
  await useLocale(localeFromPath(context.url.pathname));
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const { status, statusText } = response;
  const html = siteStylesheetBeforeMain(islandStyleInHead(await response.text()));
  return new Response(html, { status, statusText, headers });
});
