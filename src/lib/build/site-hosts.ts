/** The hosts whose absolute links count as this site's own (spec 2.4): the site, the public domain and the CMS. */
export function siteHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const hosts = new Set<string>();
  for (const url of [env['SITE_URL'], 'https://www.spaarnegasthuis.nl', env['CONTENT_API_URL']]) {
    if (url) hosts.add(new URL(url).host);
  }
  return [...hosts];
}

/** The id of the one hidden "opens in a new tab" text that CMS links point to with aria-describedby. */
export const NEW_TAB_HINT_ID = 'opens-in-new-tab';
