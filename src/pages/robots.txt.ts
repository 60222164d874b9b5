/** /robots.txt, pre-rendered (src/lib/seo/robots.ts). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '#src/lib/seo/robots.ts';

export const prerender = true;

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? new URL(url.origin)), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
