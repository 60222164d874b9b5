/**
 * Host rules for the nursing-ward overview's location chooser without JavaScript: its GET form asks
 * for `/verpleegafdelingen?location={slug}`, which a static host would answer with the default
 * page; these rules redirect (302) each value that names a location with a static page (its slug,
 * its id, and its title when that is one word) to `/verpleegafdelingen/{slug}`. Other values (a
 * title with spaces, a location without wards) reach `/verpleegafdelingen`, whose island resolves
 * them with JavaScript. Forced (`302!`): /verpleegafdelingen is a file, which would otherwise shadow
 * them on a Netlify-style host. Read from the build's `/data/wards.json` and the pages it wrote.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HostRule } from './host-rules.ts';

const OVERVIEW = '/verpleegafdelingen';

type WardsJson = { locations?: Array<{ id?: unknown; title?: unknown; slug?: unknown }> };

export function wardRulesFor(locations: ReadonlyArray<{ id: number; title: string; slug: string }>): HostRule[] {
  return locations.flatMap(({ id, title, slug }) => {
    const values = new Set([slug, String(id), ...(/^\S+$/.test(title) ? [title] : [])]);
    return [...values].map((value) => ({
      from: OVERVIEW,
      query: { location: value },
      to: `${OVERVIEW}/${slug}`,
      status: 302,
      force: true,
    }));
  });
}

/** The rules for the locations that have a page in a built client directory (none when the overview was not built). */
export async function wardLocationRules(clientDir: string): Promise<HostRule[]> {
  let data: WardsJson;
  try {
    data = JSON.parse(await readFile(path.join(clientDir, 'data', 'wards.json'), 'utf8')) as WardsJson;
  } catch {
    return [];
  }
  const locations: Array<{ id: number; title: string; slug: string }> = [];
  for (const location of data.locations ?? []) {
    const { id, title, slug } = location;
    if (typeof id !== 'number' || typeof title !== 'string' || typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug))
      continue;
    const page = path.join(clientDir, ...OVERVIEW.split('/').filter(Boolean), slug, 'index.html');
    if (
      await stat(page).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      locations.push({ id, title, slug });
  }
  return wardRulesFor(locations);
}
