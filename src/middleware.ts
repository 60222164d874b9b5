/**
 * Gives every page, endpoint and component of a request (at build time: of each pre-rendered page)
 * what it renders with, on `Astro.locals` (the way Starlight provides `t`): the build context, the
 * frame of the page's language (strings, menu, footer, banner, link rules) and that language's `t`.
 */
import { defineMiddleware } from 'astro:middleware';
import { buildContext } from '#src/lib/build/context.ts';
import { localeFromPath } from '#src/i18n/locales.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const build = buildContext();
  const frame = await build.frame(localeFromPath(context.url.pathname));
  context.locals.build = build;
  context.locals.frame = frame;
  context.locals.t = frame.t;
  return next();
});
