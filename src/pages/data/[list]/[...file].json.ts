/**
 * `/data/{nieuws,agenda,nieuws-en-agenda}/…json`: each news and events list split in small files
 * (news-events-split.ts: the index, one file per filter value, chunks of items), for the island;
 * pre-rendered. The version folder is a hash of the list, so a release with other items has other
 * file addresses.
 */
import { createHash } from 'node:crypto';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildContext } from '#src/lib/build/this-build.ts';
import { splitList } from '#src/lib/overviews/news-events-split.ts';
import { loadNewsEventLists, NEWS_EVENTS_OVERVIEWS } from '#src/lib/overviews/news-events-data.ts';
import type { NewsEventsOverview } from '#src/lib/overviews/news-events.ts';

export const prerender = true;

/** 12 hex digits of the SHA-256 of the list. */
const listVersion = (items: unknown): string =>
  createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 12);

export const getStaticPaths = (async () => {
  const lists = await loadNewsEventLists(buildContext());
  return (Object.keys(NEWS_EVENTS_OVERVIEWS) as NewsEventsOverview[]).flatMap((overview) =>
    [...splitList(lists[overview].all, listVersion(lists[overview].all))].map(([file, json]) => ({
      params: { list: NEWS_EVENTS_OVERVIEWS[overview].dataFolder, file },
      props: { json },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.json), { headers: { 'content-type': 'application/json; charset=utf-8' } });
