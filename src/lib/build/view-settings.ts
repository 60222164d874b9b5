/**
 * What views show of the settings, made by the middleware for `Astro.locals.settings`: views get
 * these and the page's model, never the build context or its content client.
 */
import type { SiteConfig } from '#src/lib/build/config.ts';
import type { ThirdPartySettings } from '#src/consent/third-parties.ts';

export type ViewSettings = {
  /** Where the search island calls the CMS from the browser ('' is the site's own origin). */
  searchApiUrl: string;
  /** The external form service of the form block (null: the block's default service). */
  formServiceUrl: string | null;
  /** The CMS root, from which image addresses are made (undefined: none configured). */
  contentApiUrl: string | undefined;
  /** Read-aloud, rating widget and tag manager, each null while off. */
  thirdParty: ThirdPartySettings;
};

export function viewSettings(config: SiteConfig): ViewSettings {
  return {
    searchApiUrl: config.searchApiUrl,
    formServiceUrl: config.formServiceUrl,
    contentApiUrl: config.contentApiUrl,
    thirdParty: config.thirdParty,
  };
}
