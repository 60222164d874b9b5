import { createContentClient, type ContentClient } from '#src/lib/api/content-client.ts';
import { contentClientOptionsFromEnv } from '#src/lib/build/config.ts';

let shared: ContentClient | undefined;

/** The one content client of this build (or server process): every call is memoised in it. */
export function contentClient(): ContentClient {
  shared ??= createContentClient(contentClientOptionsFromEnv());
  return shared;
}
