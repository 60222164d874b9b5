/**
 * What an editor changes in the World: a page's title, publishing a draft, unpublishing a page. The server stores
 * the changed World again, so every answer derived from it follows.
 */
import type { Page } from '@ziekenhuis/site-for-content-api';
import { lowerKey } from '../text/fold.ts';
import type { World, WorldPage } from '../world/types.ts';

/** The home pages as WorldPages (their `page` is the World's own object, so edits reach it). */
function homeWorldPages(world: World): WorldPage[] {
  return [
    { page: world.homePages.nl, route: '/', published: true, previewToken: null },
    { page: world.homePages.en, route: '/en', published: true, previewToken: null },
  ];
}

function normalRoute(route: string): string {
  const trimmed = lowerKey(route);
  return trimmed.length > 1 && trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed;
}

/** The page at `route` (case-insensitive, trailing slash ignored), home pages included; null when none. */
export function findWorldPage(world: World, route: string): WorldPage | null {
  const key = normalRoute(route);
  return [...homeWorldPages(world), ...world.pages].find((entry) => lowerKey(entry.route) === key) ?? null;
}

type ParentRef = NonNullable<Page['Parent']>;

/**
 * Gives the page at `route` the title `title`, and renames it where other pages name it as their
 * parent (or grandparent). A HeaderTitle that was the old Title (the generator's default) follows;
 * a HeaderTitle of its own stays. `modifiedAt` (ISO) becomes the page's ModifiedDate: the version a
 * publish names. Null when there is no page at `route`.
 */
export function editTitle(world: World, route: string, title: string, modifiedAt?: string): WorldPage | null {
  const entry = findWorldPage(world, route);
  if (!entry) return null;
  if (modifiedAt !== undefined) entry.page.ModifiedDate = modifiedAt;
  if (entry.page.HeaderTitle === entry.page.Title) entry.page.HeaderTitle = title;
  entry.page.Title = title;
  const id = String(entry.page.SharepointId);
  const rename = (ref: Pick<ParentRef, 'SharepointId' | 'Title'> | null): void => {
    if (ref !== null && String(ref.SharepointId) === id) ref.Title = title;
  };
  for (const other of world.pages) {
    rename(other.page.Parent);
    rename(other.page.Parent?.Parent ?? null);
  }
  return entry;
}

/** Publishes the page at `route` (a published page stays published). Null when there is no page at `route`. */
export function publishPage(world: World, route: string): WorldPage | null {
  const entry = findWorldPage(world, route);
  if (entry) entry.published = true;
  return entry;
}

/**
 * Unpublishes the page at `route`: it is served again only by the preview call (with its token, when it has one),
 * so it leaves every list and its own address answers 404. Null when there is no such page; the home pages cannot be
 * unpublished.
 */
export function unpublishPage(world: World, route: string): WorldPage | null {
  const key = normalRoute(route);
  const entry = world.pages.find((page) => lowerKey(page.route) === key) ?? null;
  if (entry) entry.published = false;
  return entry;
}
