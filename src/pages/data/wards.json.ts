/**
 * `/data/wards.json`: every location's wards and the location name -> id map, for the
 * ward overview's island when the query names another location. Emitted at build time.
 */
import type { APIRoute } from 'astro';
import { loadWardsData } from '#src/overviews/wards/load-wards.ts';

export const GET: APIRoute = async ({ locals }) =>
  new Response(JSON.stringify(await loadWardsData(locals.build)), { headers: { 'content-type': 'application/json' } });
