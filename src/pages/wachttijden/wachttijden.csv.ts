/**
 * `/wachttijden/wachttijden.csv`: the release's waiting times as a file (waiting-times-file.ts),
 * linked from /wachttijden. Emitted at build time.
 */
import type { APIRoute } from 'astro';
import { loadWaitingTimesData } from '#src/overviews/waiting-times/load-waiting-times.ts';
import { waitingTimesCsv } from '#src/overviews/waiting-times/waiting-times-file.ts';

export const GET: APIRoute = async ({ locals }) =>
  new Response(waitingTimesCsv(await loadWaitingTimesData(locals.build), locals.t('site.name')), {
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
