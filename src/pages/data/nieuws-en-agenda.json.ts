/** `/data/nieuws-en-agenda.json`: every item of the nieuws-en-agenda overview in its order (news-events.ts, encodeList), for its island; pre-rendered. */
import type { APIRoute } from 'astro';
import { encodeList } from '#src/lib/overviews/news-events.ts';
import { loadNewsEventLists } from '#src/lib/overviews/news-events-data.ts';

export const prerender = true;

export const GET: APIRoute = async ({ locals }) =>
  new Response(JSON.stringify(encodeList((await loadNewsEventLists(locals.build)).combined.all)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
