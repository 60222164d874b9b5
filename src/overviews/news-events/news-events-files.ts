/**
 * The static JSON files of `/data/{nieuws,agenda,nieuws-en-agenda}/…json`: each news and events list
 * split in small files (news-events-split.ts: the index, one file per filter value, chunks of
 * items), for the island. The version folder is a hash of the list, so a release with other items
 * has other file addresses.
 */
import { createHash } from 'node:crypto';
import type { BuildContext } from '#src/lib/build/context.ts';
import { splitList } from '#src/overviews/news-events/news-events-split.ts';
import { loadNewsEventLists, NEWS_EVENTS_OVERVIEWS } from '#src/overviews/news-events/load-news-events.ts';
import type { NewsEventsOverview } from '#src/overviews/news-events/news-events.ts';

/** 12 hex digits of the SHA-256 of the list. */
const listVersion = (items: unknown): string =>
  createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 12);

/** `getStaticPaths` of `data/[list]/[...file].json`: every file of every list, its JSON as props. */
export async function newsEventsFilePaths(ctx: BuildContext) {
  const lists = await loadNewsEventLists(ctx);
  return (Object.keys(NEWS_EVENTS_OVERVIEWS) as NewsEventsOverview[]).flatMap((overview) =>
    [...splitList(lists[overview].all, listVersion(lists[overview].all))].map(([file, json]) => ({
      params: { list: NEWS_EVENTS_OVERVIEWS[overview].dataFolder, file },
      props: { json },
    })),
  );
}
