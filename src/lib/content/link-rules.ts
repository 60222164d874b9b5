/**
 * What the link rules of spec 2.4 need to know about the site: which hosts are its own (their
 * absolute links become site paths) and which routes lead nowhere (such links keep their text but
 * lose the link; the build reports them). Comes from the build context.
 */
import { linkBehaviourOnce, type LinkBehaviour } from '#src/lib/content/links.ts';
import { routeOfLink } from '#src/lib/routing/route-of-link.ts';

export type LinkRules = {
  siteHosts: readonly string[];
  /** How a link from the CMS behaves here (`linkBehaviour` with these site hosts), worked out once per URL. */
  linkOf: (url: string) => LinkBehaviour | null;
  /**
   * Whether a route is a page of the site (a page of the site graph or an overview); every route counts without a
   * graph.
   */
  routeExists: (route: string) => boolean;
  /** Whether a route (a path without query, hash or trailing slash) is known to lead to no page. */
  isDeadRoute: (route: string) => boolean;
};

/** Rules for pages modelled with no knowledge of the other pages: no link counts as dead. */
export const NO_DEAD_LINKS = (siteHosts: readonly string[]): LinkRules => ({
  siteHosts,
  linkOf: linkBehaviourOnce(siteHosts),
  routeExists: () => true,
  isDeadRoute: () => false,
});

/** Whether a link (as written in the CMS, after same-host addresses became site paths) leads to a dead route. */
export function isDeadLink(href: string, rules: LinkRules): boolean {
  const route = routeOfLink(href, []);
  return route !== null && rules.isDeadRoute(route);
}

/** The id of the one hidden "opens in a new tab" text that CMS links point to with aria-describedby. */
export const NEW_TAB_HINT_ID = 'opens-in-new-tab';
