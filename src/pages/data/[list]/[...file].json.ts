/**
 * `/data/{nieuws,agenda,nieuws-en-agenda}/…json`: the news and events lists split in small files for
 * the island (src/overviews/news-events/news-events-files.ts), pre-rendered.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildContext } from '#src/lib/build/this-build.ts';
import { pathsRenderedAgain } from '#src/lib/build/static-paths.ts';
import { newsEventsFilePaths } from '#src/overviews/news-events/news-events-files.ts';

export const prerender = true;

export const getStaticPaths = (() =>
  pathsRenderedAgain('/data/[list]/[...file].json', () =>
    newsEventsFilePaths(buildContext()),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.json), { headers: { 'content-type': 'application/json; charset=utf-8' } });
