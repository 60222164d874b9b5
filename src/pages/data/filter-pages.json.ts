/**
 * /data/filter-pages.json: every filter page of the build (FilterPagesJson), pre-rendered. The host
 * rules (scripts/build/filter-rules.ts) read it to serve each page at its filtered address.
 */
import type { APIRoute } from 'astro';
import { loadFilterPages } from '#src/overviews/shared/filter-pages/load-filter-pages.ts';
import type { FilterPagesJson } from '#src/overviews/shared/filter-pages/filter-pages.ts';

export const prerender = true;

export const GET: APIRoute = async ({ locals }) => {
  const json: FilterPagesJson = { pages: await loadFilterPages(locals.build) };
  return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
