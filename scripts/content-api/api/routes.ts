import type { RouteDefinition } from '../http/router.ts';
import { folderRoutes } from './folders.ts';
import { frameRoutes } from './frame.ts';
import { generalPageRoutes } from './general-pages.ts';
import { locationRoutes } from './locations.ts';
import { lookupRoutes } from './lookups.ts';
import { newsEventsRoutes } from './news-events.ts';
import { organisationRoutes } from './organisations.ts';
import { pageTreeRoutes } from './page-tree.ts';
import { previewRoutes } from './preview.ts';
import { researchRoutes } from './research.ts';
import { searchRoutes } from './search.ts';
import { specialistRoutes } from './specialists.ts';
import { waitingTimeRoutes } from './waiting-times.ts';

/**
 * Every endpoint of the content API, by group. To add an endpoint: write a handler in
 * the group's module (or a new module) and list its routes here. First match wins, so the fixed
 * paths of a group (pages/news/filter) come before its `{slug}` pattern (pages/news/{slug}).
 */
export const API_ROUTES: readonly RouteDefinition[] = [
  ...frameRoutes,
  ...newsEventsRoutes,
  ...lookupRoutes,
  ...specialistRoutes,
  ...pageTreeRoutes,
  ...researchRoutes,
  ...searchRoutes,
  ...organisationRoutes,
  ...locationRoutes,
  ...generalPageRoutes,
  ...waitingTimeRoutes,
  ...folderRoutes,
  ...previewRoutes,
];
