/**
 * `npm run rollback`: makes the release before the live one live again (the origin's releases in
 * RELEASES_DIR, default releases/). The running origin answers from it at once: it looks at the
 * live pointer for every request. Exits with 1 when there is no earlier release.
 */
import { readConfig } from '#src/lib/build/config.ts';
import { createReleaseStore } from './origin/releases.ts';

const store = createReleaseStore(readConfig().origin.releasesDir);
const before = await store.live();
const now = await store.rollback();
if (!now) {
  console.error(`No release before ${before?.id ?? 'the live one'} in ${store.root}: nothing to roll back to.`);
  process.exitCode = 1;
} else {
  const info = await store.info(now);
  console.log(
    `Rolled back: release ${now.id}${info ? ` (built ${info.builtAt}, ${info.pages} pages)` : ''} is live again instead of ${before?.id ?? '(none)'}.`,
  );
}
