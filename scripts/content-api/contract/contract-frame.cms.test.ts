import { describe, expect, it } from 'vitest';
import {
  crisisBannerSchema,
  footerLinkSchema,
  homePageSchema,
  navigationSchema,
  translationsSchema,
} from '@ziekenhuis/site-for-content-api';
import { useFixtureApi } from '../test-support/fixtures/client.ts';
import { startFixtureApi } from '../test-support/fixtures/serve.ts';
import { getJson } from '../test-support/helpers.ts';
import { fixtureWorld } from '../test-support/fixtures/world.ts';

const api = useFixtureApi();
const world = fixtureWorld();

describe('frame endpoints served from the World', () => {
  it("navigation/{nl|en} answers the World's menus", async () => {
    expect(await api.parse(navigationSchema, '/navigation/nl')).toEqual(world.navigation.nl);
    expect(await api.parse(navigationSchema, '/navigation/en')).toEqual(world.navigation.en);
  });

  it("footer answers the links in the World's (unsorted) order", async () => {
    expect(await api.parse(footerLinkSchema.array(), '/footer')).toEqual(world.footer);
  });

  it('translations and the crisis banner', async () => {
    expect(await api.parse(translationsSchema, '/sharepoint/translations.json')).toEqual(world.translations);
    expect(await api.parse(crisisBannerSchema, '/pages/crisis-banner/')).toEqual({ Content: world.crisisBanner });
    const off = await startFixtureApi({ crisisBanner: false });
    try {
      expect((await getJson(`${off.url}/api/v1/pages/crisis-banner`)).body).toEqual({ Content: null });
    } finally {
      await off.stop();
    }
  });

  it('pages/homepage/{nl|en} answers the full home page', async () => {
    expect(await api.parse(homePageSchema, '/pages/homepage/nl')).toEqual(world.homePages.nl);
    expect(await api.parse(homePageSchema, '/pages/homepage/en')).toEqual(world.homePages.en);
    await api.expectError('/pages/homepage/de', 404);
  });
});
