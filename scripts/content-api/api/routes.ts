import type { RouteDefinition } from '../http/router.ts';
import { crisisBannerRoutes } from './crisis-banner.ts';
import { footerRoutes } from './footer.ts';
import { homePageRoutes } from './homepage.ts';
import { navigationRoutes } from './navigation.ts';
import { translationsRoutes } from './translations.ts';

/**
 * Every endpoint of the content API (spec 7), by group. To add an endpoint: write a handler in
 * the group's module (or a new module) and list its routes here. First match wins.
 */
export const API_ROUTES: readonly RouteDefinition[] = [
  ...navigationRoutes,
  ...footerRoutes,
  ...crisisBannerRoutes,
  ...translationsRoutes,
  ...homePageRoutes,
];
