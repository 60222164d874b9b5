// @ts-check
import { siteConfig } from './scripts/build/site-config.ts';
import { readConfig } from './src/lib/build/config.ts';
import { createBuildRun } from './src/lib/build/run.ts';

/**
 * The site's Astro config for Astro's own commands (`astro check`): the default build's run, with
 * the settings of the environment. `npm run build`, `npm start` and `npm run dev` do not read this
 * file: they hand Astro the config of their own run (scripts/build/site-config.ts).
 */
export default siteConfig(createBuildRun({ config: readConfig(), root: process.cwd() }));
