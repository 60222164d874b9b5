/**
 * `/data/waiting-times.json`: every department's and centre's waiting times per heading and
 * location (days aligned with `locations`), and each department's centre, for the waiting-times
 * island when the query narrows the rows or every location is shown. Emitted at build time.
 */
import type { APIRoute } from 'astro';
import { loadWaitingTimesData } from '#src/overviews/waiting-times/load-waiting-times.ts';

export const GET: APIRoute = async ({ locals }) =>
  new Response(JSON.stringify(await loadWaitingTimesData(locals.build)), {
    headers: { 'content-type': 'application/json' },
  });
