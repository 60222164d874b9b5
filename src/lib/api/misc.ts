/** Phone numbers by id, friends pages and redirect pairs. */
import { describeItem, type ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString } from '#src/lib/api/query.ts';
import {
  friendPageEntrySchema,
  phoneNumberEntrySchema,
  redirectPairSchema,
  type FriendPageEntry,
  type PhoneNumberEntry,
  type RedirectPair,
} from '#src/lib/contract/index.ts';

export function fetchPhoneNumbers(
  ids: ReadonlyArray<number | string>,
  client: ContentClient,
): Promise<LoadResult<PhoneNumberEntry[]>> {
  return client.getList(`phoneNumbers${queryString({ ids: ids.map(String) })}`, phoneNumberEntrySchema, describeItem);
}

export function fetchFriendPages(client: ContentClient): Promise<LoadResult<FriendPageEntry[]>> {
  return client.getList('pages/friend-page', friendPageEntrySchema, describeItem);
}

/** GET redirects: (original slug, new slug) pairs (our contract for spec 2.2). */
export function fetchRedirectPairs(client: ContentClient): Promise<LoadResult<RedirectPair[]>> {
  return client.getList('redirects', redirectPairSchema, (item, index) => {
    const slug = (item as { OriginalSlug?: unknown } | null)?.OriginalSlug;
    return typeof slug === 'string' ? `#${index} "${slug}"` : `#${index}`;
  });
}
