/**
 * Gives every page, endpoint and component of a request (at build time: of each pre-rendered page)
 * what it renders with, on `Astro.locals` (the way Starlight provides `t`): the build context (for
 * pages, which build their models with it), the settings views show (never the content client), the
 * frame of the page's language (strings, menu, footer, banner, link rules) and that language's `t`.
 * Pre-rendered pages share the build's context (one crawl); a page rendered on demand gets a
 * context of its own that models pages alone. The language is the address's (English under /en);
 * a page whose language its address does not show (a preview) calls `locals.useLocale(locale)`
 * before it renders. A page's HTML leaves with Astro's island rule in its head, not its body, and
 * with the site's stylesheet just before its main content, not in its head (src/lib/finished-page.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { buildContext, requestContext } from '#src/lib/build/this-build.ts';
import { releaseFramesChannel } from '#src/lib/release-channel.ts';
import { viewSettings } from '#src/lib/build/view-settings.ts';
import { localeFromPath, type Locale } from '#src/i18n/locales.ts';
import { finishedPage } from '#src/lib/finished-page.ts';
import { NODE_SCOPE, outputFileOf, pathsScope, routeOfPath } from '#src/lib/build/dependencies.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.receivedAt = performance.now();
  // A page rendered on demand lets go of its CMS calls once its HTML is whole (requestContext).
  const answered = context.isPrerendered ? null : new AbortController();
  // A page the origin serves from a release (a served search) is framed as that release was (release-channel.ts).
  const build = answered
    ? requestContext(context.locals.contentApiUrl, answered.signal, releaseFramesChannel().getStore())
    : buildContext();
  const render = async () => {
    const frameIn = async (locale: Locale) => {
      const frame = await build.frame(locale);
      context.locals.frame = frame;
      context.locals.t = frame.t;
    };
    context.locals.build = build;
    context.locals.settings = viewSettings(build.config);
    context.locals.useLocale = frameIn;
    try {
      await frameIn(localeFromPath(context.url.pathname));
      const response = await next();
      // Not a page (no route rendered on demand answers anything else today): its body may still need the CMS.
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      const { status, statusText } = response;
      const page = finishedPage(new Uint8Array(await response.arrayBuffer()));
      answered?.abort(new Error('the page was answered without it'));
      return new Response(page, { status, statusText, headers });
    } catch (error) {
      answered?.abort(new Error('the page failed without it'));
      throw error;
    }
  };
  const recorder = context.isPrerendered ? build.dependencies : undefined;
  if (!recorder) return render();
  // What this page's render reads is recorded under its file; a page shows its own node of the site graph.
  return recorder.page(outputFileOf(context.url.pathname), () => {
    recorder.use(`${NODE_SCOPE}${routeOfPath(context.url.pathname)}`);
    recorder.use(pathsScope(context.routePattern));
    return render();
  });
});
