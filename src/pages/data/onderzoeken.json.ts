/** /data/onderzoeken.json: the research overview's two lists for the island (ResearchData), pre-rendered. */
import type { APIRoute } from 'astro';
import { loadResearchOverview } from '#src/overviews/research/load-research.ts';

export const prerender = true;

export const GET: APIRoute = async ({ locals }) => {
  const { data } = await loadResearchOverview(locals.build);
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
