/**
 * The list of /nieuws, /agenda and /nieuws-en-agenda: server-rendered with the
 * static page's items (so every page is complete without JavaScript), then, hydrated, it reads the
 * query (page and filters), shows that state from the split static JSON the build emitted
 * (news-events-split.ts: only the files that page needs), keeps the
 * address in sync (`?page=N` and the filters; the back button restores) and announces changes
 * politely. Page links point at the static pages (`/nieuws/pagina/N`); with JavaScript they
 * navigate in place.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { eventDateParts, formatDateTime, formatLongDate, isoDate } from '#src/lib/dates.ts';
import { imageVariantUrl } from '#src/lib/contract/images.ts';
import { widthSrcset } from '#src/lib/images.ts';
import {
  activeFilters,
  combinedTitle,
  hasFilters,
  listQuery,
  NO_FILTERS,
  parseListQuery,
  resolveFilters,
  staticPageHref,
  withoutFilter,
  type ListItem,
  type ListState,
  type NewsEventsOverview as Overview,
} from '#src/overviews/news-events/news-events.ts';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { pageTitle } from '#src/lib/page-title.ts';
import { Pagination, type PaginationStrings } from '#src/overviews/shared/Pagination.tsx';
import { isPlainClick } from '#src/overviews/shared/plain-click.ts';
import { useListPage } from '#src/overviews/news-events/list-page.ts';
import { useUrlState } from '#src/overviews/shared/url-state.ts';
import '#src/components/ui/card.css';
import '../shared/Pagination.css';
import './NewsEventsOverview.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/** How an item's date reads: the text, and for events the badge's two-digit day and short month. */
export type DateDisplay = { text: string; day?: string; month?: string };

/** An item with its date already written (the server does this for the items it renders). */
export type ShownItem = ListItem & { display?: DateDisplay | null };

export function dateDisplay(item: Pick<ListItem, 'kind' | 'date'>, locale: Locale): DateDisplay | null {
  if (!item.date || Number.isNaN(Date.parse(item.date))) return null;
  if (item.kind === 'news') return { text: formatLongDate(item.date, locale) };
  return { text: formatDateTime(item.date, locale), ...eventDateParts(item.date, locale) };
}

/**
 * newsEvents: a group per overview (its title, without filters for the combined one; the counts,
 * `{{count}}`) and the list's own strings (`pageTitle` has `{{title}}` and `{{page}}`, `pageOf`
 * `{{page}}` and `{{pages}}`, `filters.remove` `{{label}}` and `{{value}}`, `staticPage` `{{page}}`).
 */
export type NewsEventsStrings = StringsAt<'newsEvents'>;

type Props = {
  overview: Overview;
  /** The overview's address, e.g. `/nieuws`. */
  basePath: string;
  /** The folder of the list's split JSON (`/data/nieuws`, news-events-split.ts). */
  dataFolder: string;
  locale: Locale;
  /** The static page this is: its number, the list's size and its items. */
  initial: { page: number; pages: number; total: number; items: ShownItem[] };
  strings: NewsEventsStrings;
  paginationStrings: PaginationStrings;
  /** The hospital's name, for the document title. */
  siteName: string;
};

function Card({
  item,
  overview,
  locale,
  strings,
  image,
}: {
  item: ShownItem;
  overview: Overview;
  locale: Locale;
  strings: NewsEventsStrings;
  /**
   * How the card's image loads, on the page's own list: its first image is the largest paint on a
   * phone (fetched first), the first three cards are in view on a wide screen, the rest load as they
   * come near; another page's images all load as they come near.
   */
  image: 'first' | 'eager' | 'lazy';
}) {
  const display = item.display === undefined ? dateDisplay(item, locale) : item.display;
  return (
    <article className={`card news-card news-card--${item.kind}`}>
      <div className="card__body">
        {overview === 'combined' && <p className="card__label">{strings.kinds[item.kind]}</p>}
        <h3 className="card__title">
          <a href={item.route}>{item.title}</a>
        </h3>
        {display &&
          item.date &&
          (item.kind === 'event' ? (
            <p className="card__date news-card__event-date">
              <span className="news-card__badge" aria-hidden="true">
                <span className="news-card__day">{display.day}</span>
                <span>{display.month}</span>
              </span>
              <span>
                {strings.eventDate}: <time dateTime={isoDate(item.date)}>{display.text}</time>
              </span>
            </p>
          ) : (
            <p className="card__date">
              <span className="visually-hidden">{strings.publishedOn} </span>
              <time dateTime={isoDate(item.date)}>{display.text}</time>
            </p>
          ))}
        {item.teaser && <p className="card__intro">{item.teaser}</p>}
      </div>
      {item.image && (
        <div className="card__image">
          <img
            src={imageVariantUrl(item.image, '640w')}
            srcSet={widthSrcset(item.image, ['640w', '1280w'])}
            sizes="(min-width: 64em) 392px, (min-width: 48em) 50vw, 100vw"
            width={392}
            height={196}
            alt=""
            loading={image === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={image === 'first' ? 'high' : undefined}
            decoding="async"
          />
        </div>
      )}
    </article>
  );
}

/** The position of the first item with an image: the list's largest paint on a phone. */
function firstImageAt(items: ShownItem[]): number {
  return items.findIndex((item) => item.image);
}

function NewsEventsOverview({
  overview,
  basePath,
  dataFolder,
  locale,
  initial,
  strings,
  paginationStrings,
  siteName,
}: Props) {
  const own = strings[overview];
  // The back and forward buttons are not a change made on the page: announced, the focus stays.
  // Listening before useUrlState does, this runs before the state changes.
  const focusAfterChange = useRef(false);
  useEffect(() => {
    const fromHistory = () => {
      focusAfterChange.current = false;
    };
    window.addEventListener('popstate', fromHistory);
    return () => window.removeEventListener('popstate', fromHistory);
  }, []);

  // Set once React has taken over the server's markup (Astro hydrates in a transition, later than
  // its own `ssr` attribute goes); tests wait for it.
  const [interactive, setInteractive] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- an effect is what runs once hydrated: the second render is the point
  useEffect(() => setInteractive(true), []);

  // A static page N served at its own path (/nieuws/pagina/N) is the overview's page N: its state is
  // written to the overview's address (/nieuws?page=N).
  const [state, update] = useUrlState<ListState>(
    { page: initial.page, filters: NO_FILTERS },
    parseListQuery,
    listQuery,
    { path: basePath, canonical: true },
  );
  const needsData = state.page !== initial.page || hasFilters(state.filters);
  // The list's index starts loading as soon as a visitor reaches for the pages (hover or focus), so the change itself
  // is quick.
  const list = useListPage(dataFolder, state.filters, state.page, needsData);
  const shown = list.state === 'loaded' ? list.page : list.state === 'loading' ? list.previous : null;
  // Reaching for the pages may be what woke the island (`client:reached`): that pointer or focus came before React
  // listened, so a pointer already over the pages or the focus already in them starts the loading here.
  const pagesRef = useRef<HTMLDivElement>(null);
  const { start: startList } = list;
  useEffect(() => {
    const pages = pagesRef.current;
    if (pages && (pages.matches(':hover') || pages.contains(document.activeElement))) startList();
  }, [startList]);

  const view = useMemo(() => {
    const status =
      !needsData || list.state === 'loaded'
        ? ('ready' as const)
        : list.state === 'failed'
          ? ('error' as const)
          : ('loading' as const);
    const { page, pages, total, items } = needsData && shown ? shown : initial;
    return { status, page, pages, total, items };
  }, [needsData, list.state, shown, initial]);

  const filters = useMemo(
    () => (shown ? resolveFilters(state.filters, shown.titles) : state.filters),
    [shown, state.filters],
  );
  const heading = overview === 'combined' ? combinedTitle(filters, own.title) : own.title;

  // A page past the end is the last page, and the address says so (`abc` was made page 1 on reading).
  useEffect(() => {
    if (view.status === 'ready' && state.page !== view.page)
      update({ filters: state.filters, page: view.page }, 'replace');
  }, [view, state, update]);

  // The combined overview's title follows the filters; the document title names the page.
  useEffect(() => {
    const h1 = document.querySelector('.page-header__title');
    if (overview === 'combined' && h1 && h1.textContent !== heading) h1.textContent = heading;
    const main = view.page > 1 ? fillTemplate(strings.pageTitle, { title: heading, page: view.page }) : heading;
    document.title = pageTitle({ Title: main }, siteName);
  }, [overview, heading, view.page, strings, siteName]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const countText = fillTemplate(view.total === 1 ? own.countOne : own.countOther, { count: view.total });
  const pageText = view.pages > 1 ? fillTemplate(strings.pageOf, { page: view.page, pages: view.pages }) : '';
  const resultText = view.total === 0 ? own.empty : [countText, pageText].filter(Boolean).join(', ');
  const signature = `${view.status}|${view.page}|${view.total}|${listQuery({ filters: state.filters, page: 1 })}`;
  const firstSignature = useRef(signature);
  useEffect(() => {
    if (signature === firstSignature.current) return;
    firstSignature.current = '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the announcement goes with the focus move below, which needs the committed DOM
    if (view.status === 'loading') setAnnouncement(strings.loading);
    else if (view.status === 'error') {
      setAnnouncement(strings.error);
      // The page links are gone with the list: the focus goes to the way out.
      if (focusAfterChange.current || document.activeElement === document.body) retryRef.current?.focus();
    } else if (focusAfterChange.current) {
      // A page link or a filter button was used: the list's heading takes the focus (and is read).
      focusAfterChange.current = false;
      setAnnouncement('');
      headingRef.current?.focus();
    } else setAnnouncement(resultText);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature covers every input of the texts; it runs once per change of it
  }, [signature]);

  const go = (next: ListState) => {
    focusAfterChange.current = true;
    update(next);
  };
  const hrefFor = (next: ListState) =>
    hasFilters(next.filters) ? `${basePath}${listQuery(next)}` : staticPageHref(basePath, next.page);
  const active = activeFilters(filters);
  const firstImage = firstImageAt(view.items);

  return (
    <div className="news-overview" data-state={view.status} data-interactive={interactive ? '' : undefined}>
      {active.length > 0 && (
        <div className="news-filters">
          <h2 className="news-filters__title">{strings.filters.label}</h2>
          <ul className="news-filters__list">
            {active.map(({ name, value }) => {
              const next: ListState = { page: 1, filters: withoutFilter(state.filters, name, value) };
              const label = `${strings.filters[name]}: ${value}`;
              return (
                <li key={`${name}:${value}`}>
                  <a
                    className="news-filters__chip"
                    href={hrefFor(next)}
                    aria-label={fillTemplate(strings.filters.remove, { label: strings.filters[name], value })}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      go(next);
                    }}
                  >
                    <span>{label}</span>
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </a>
                </li>
              );
            })}
          </ul>
          {active.length > 1 && (
            <a
              className="news-filters__clear"
              href={basePath}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                go({ page: 1, filters: NO_FILTERS });
              }}
            >
              {strings.filters.clear}
            </a>
          )}
        </div>
      )}

      <h2 className="news-overview__heading" ref={headingRef} tabIndex={-1}>
        {view.total === 0 ? own.empty : countText}
        {pageText && <span className="visually-hidden">, {pageText}</span>}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {view.status === 'loading' && <p className="news-overview__loading">{strings.loading}</p>}
      {view.status === 'error' ? (
        <div className="news-overview__error">
          <p>{strings.error}</p>
          <p className="news-overview__error-actions">
            <button type="button" className="button" ref={retryRef} onClick={list.retry}>
              {strings.retry}
            </button>
            {!hasFilters(state.filters) && (
              <a href={staticPageHref(basePath, state.page)}>
                {fillTemplate(strings.staticPage, { page: state.page })}
              </a>
            )}
          </p>
        </div>
      ) : (
        view.items.length > 0 && (
          <ul className="card-grid news-list" aria-busy={view.status === 'loading' ? true : undefined}>
            {view.items.map((item, index) => (
              <li key={item.route}>
                <Card
                  item={item}
                  overview={overview}
                  locale={locale}
                  strings={strings}
                  image={
                    view.page !== initial.page ? 'lazy' : index === firstImage ? 'first' : index < 3 ? 'eager' : 'lazy'
                  }
                />
              </li>
            ))}
          </ul>
        )
      )}

      {view.status !== 'error' && (
        <div ref={pagesRef} onPointerEnter={list.start} onFocusCapture={list.start}>
          <Pagination
            current={view.page}
            pages={view.pages}
            hrefFor={(page) => hrefFor({ filters: state.filters, page })}
            onNavigate={(page) => go({ filters: state.filters, page })}
            strings={paginationStrings}
          />
        </div>
      )}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(NewsEventsOverview, 'NewsEventsOverview', (props) => props.basePath);
