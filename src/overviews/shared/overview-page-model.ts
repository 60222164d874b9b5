/** The models of the overview pages and the other pages the site makes itself, for the page model union. */
import type { NotFoundPageModel } from '#src/lib/models/not-found-page.ts';
import type { ContactOverviewModel } from '#src/overviews/contact/contact-model.ts';
import type { FoldersOverviewModel } from '#src/overviews/folders/folders-model.ts';
import type { FriendsHomeModel } from '#src/overviews/friends/friends-model.ts';
import type { NewsEventsOverviewModel } from '#src/overviews/news-events/news-events-model.ts';
import type { DepartmentsOverviewModel } from '#src/overviews/organisations/organisations-model.ts';
import type { ResearchOverviewModel } from '#src/overviews/research/research-model.ts';
import type { SearchPageModel } from '#src/overviews/search/search-model.ts';
import type { SpecialistsOverviewModel } from '#src/overviews/specialists/specialists-model.ts';
import type { WaitingTimesOverviewModel } from '#src/overviews/waiting-times/waiting-times-model.ts';
import type { WardsOverviewModel } from '#src/overviews/wards/wards-model.ts';

export type OverviewPageModel =
  | DepartmentsOverviewModel
  | SpecialistsOverviewModel
  | ResearchOverviewModel
  | FoldersOverviewModel
  | WardsOverviewModel
  | WaitingTimesOverviewModel
  | NewsEventsOverviewModel
  | ContactOverviewModel
  | FriendsHomeModel
  | SearchPageModel
  | NotFoundPageModel;
