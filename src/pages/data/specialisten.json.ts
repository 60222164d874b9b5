/** /data/specialisten.json: the specialists overview's list for the island (SpecialistsData), pre-rendered. */
import type { APIRoute } from 'astro';
import { loadSpecialistsOverview } from '#src/overviews/specialists/load-specialists.ts';

export const prerender = true;

export const GET: APIRoute = async ({ locals }) => {
  const { data } = await loadSpecialistsOverview(locals.build);
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
