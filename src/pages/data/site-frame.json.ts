/**
 * /data/site-frame.json: the frame of every language this release was built with (menu, footer,
 * crisis banner, strings), pre-rendered; the origin frames the pages it renders on demand for
 * visitors (a served search) with it, not with a call to the CMS (src/lib/models/release-frame.ts).
 */
import type { APIRoute } from 'astro';
import { keptFrames } from '#src/lib/models/release-frame.ts';

export const prerender = true;

export const GET: APIRoute = async ({ locals }) =>
  new Response(JSON.stringify(await keptFrames((locale) => locals.build.frame(locale))), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
