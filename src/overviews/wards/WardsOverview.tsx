/**
 * The nursing-ward overview: a location chooser and a tile per ward. Rendered on the
 * server for the page's own location, so every static page (`/verpleegafdelingen` and
 * `/verpleegafdelingen/{slug}`) is complete without JavaScript; the chooser is then a GET form whose
 * `?location={slug}` the host sends on to that location's page.
 *
 * With JavaScript: `?location=` (an id or a name) is resolved with the name map of
 * `/data/wards.json` (no call to the CMS) and that location is shown; choosing a location shows it
 * in place and puts its page's address in the history (`/verpleegafdelingen/{slug}`), so reloading
 * and sharing work everywhere; the back button restores. An unknown location falls back to the
 * page's own. Changes are announced politely.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { telHref } from '#src/lib/phone.ts';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import {
  FALLBACK_WARD_ICON,
  WARDS_PATH,
  locationKey,
  resolveLocation,
  slugFromWardsPath,
  wardsLocationPath,
  type WardLocation,
  type WardLocationWithWards,
  type WardsData,
} from '#src/overviews/wards/ward-locations.ts';
import { loadStaticJson } from '#src/overviews/shared/static-data.ts';
import { LineIcon } from '#src/react/LineIcon.tsx';
import '#src/components/ui/card.css';
import './WardsOverview.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';
import { FormField } from '#src/react/FormField.tsx';

/**
 * serviceOverviews.wards; `listTitle`, `empty`, `announceOne` and `announceNone` have `{{location}}`,
 * `announceMany` `{{count}}` and `{{location}}`.
 */
export type WardsStrings = StringsAt<'serviceOverviews.wards'>;

type Props = {
  strings: WardsStrings;
  /** The chooser's locations (each has a static page). */
  options: WardLocation[];
  /** The location this page shows. */
  initial: WardLocationWithWards;
  /** The location `/verpleegafdelingen` shows. */
  defaultSlug: string;
  /** The static JSON with every location's wards and the name map. */
  dataUrl: string;
};

type Target = { kind: 'query'; value: string } | { kind: 'slug'; value: string };

/** What the address asks for: `?location=` first, else the location of the page's path. */
function targetFromAddress(defaultSlug: string): Target {
  const query = new URLSearchParams(window.location.search).get('location')?.trim();
  if (query) return { kind: 'query', value: query };
  return { kind: 'slug', value: slugFromWardsPath(window.location.pathname) ?? defaultSlug };
}

/** Whether a target is the given location without looking anything up. */
function isLocation(target: Target, location: WardLocation): boolean {
  if (target.kind === 'slug') return target.value === location.slug;
  return (
    target.value === String(location.id) ||
    locationKey(target.value) === locationKey(location.slug) ||
    locationKey(target.value) === locationKey(location.title)
  );
}

function findIn(data: WardsData, target: Target): WardLocationWithWards | undefined {
  if (target.kind === 'slug') return data.locations.find((location) => location.slug === target.value);
  const id = resolveLocation(target.value, data);
  return id === null ? undefined : data.locations.find((location) => location.id === id);
}

function WardsOverview({ strings, options, initial, defaultSlug, dataUrl }: Props) {
  const id = useId();
  const [shown, setShown] = useState<WardLocationWithWards>(initial);
  const [selected, setSelected] = useState(initial.slug);
  const [status, setStatus] = useState<'ready' | 'loading' | 'error'>('ready');
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);

  const announce = (location: WardLocationWithWards) => {
    const count = location.wards.length;
    const template = count === 0 ? strings.announceNone : count === 1 ? strings.announceOne : strings.announceMany;
    setAnnouncement(fillTemplate(template, { count, location: location.title }));
  };

  /** Shows what a target names: the page's own location at once, another from the static JSON. */
  const show = async (target: Target, how: { announce: boolean }) => {
    const ticket = ++request.current;
    if (isLocation(target, initial)) {
      setShown(initial);
      setSelected(initial.slug);
      setStatus('ready');
      if (how.announce) announce(initial);
      return;
    }
    setStatus('loading');
    try {
      const data = await loadStaticJson<WardsData>(dataUrl);
      if (ticket !== request.current) return;
      const location = findIn(data, target) ?? initial;
      setShown(location);
      setSelected(location.slug);
      setStatus('ready');
      if (how.announce || location !== initial) announce(location);
    } catch {
      if (ticket !== request.current) return;
      setStatus('error');
      setAnnouncement(strings.error);
    }
  };

  useEffect(() => {
    const target = targetFromAddress(defaultSlug);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pre-rendered page cannot know the address's query: it is read once hydrated
    if (!isLocation(target, initial)) void show(target, { announce: true });
    const restore = () => void show(targetFromAddress(defaultSlug), { announce: true });
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the address once on mount; `show` only closes over props that never change
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = wardsLocationPath(selected);
    if (`${window.location.pathname}${window.location.search}` !== path) window.history.pushState(null, '', path);
    void show({ kind: 'slug', value: selected }, { announce: true });
  };

  // The chooser offers the locations with wards; a location named in the query without wards is added so the chooser
  // says what is shown.
  const choices = options.some((option) => option.slug === shown.slug) ? options : [...options, shown];
  const listTitle = fillTemplate(strings.listTitle, { location: shown.title });

  return (
    <div className="wards">
      <form className="wards__chooser" action={WARDS_PATH} method="get" onSubmit={submit}>
        <FormField
          control="select"
          id={`${id}-location`}
          name="location"
          label={strings.chooserLabel}
          value={selected}
          options={choices.map((option) => ({ value: option.slug, label: option.title }))}
          onChange={setSelected}
          rowClassName="wards__chooser-row"
          trailing={
            <button type="submit" className="button">
              {strings.chooserButton}
            </button>
          }
        />
      </form>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <section className="wards__list" aria-labelledby={`${id}-title`} aria-busy={status === 'loading'}>
        <h2 id={`${id}-title`}>{listTitle}</h2>
        {status === 'loading' && <p className="wards__message">{strings.loading}</p>}
        {status === 'error' && <p className="wards__message wards__message--error">{strings.error}</p>}
        {status !== 'error' && shown.wards.length === 0 && (
          <p className="wards__message">{fillTemplate(strings.empty, { location: shown.title })}</p>
        )}
        {shown.wards.length > 0 && (
          <ul className="card-grid wards__tiles">
            {shown.wards.map((ward, index) => (
              <li className="ward-tile" key={`${ward.clinic}-${index}`}>
                <LineIcon name={ward.icon} fallback={FALLBACK_WARD_ICON} size={32} className="ward-tile__icon" />
                <div className="ward-tile__body">
                  <h3 className="ward-tile__title">{ward.title}</h3>
                  {ward.clinic !== ward.title && <p className="ward-tile__clinic">{ward.clinic}</p>}
                  {ward.phones.length > 0 && (
                    <dl className="ward-tile__phones">
                      {ward.phones.map((phone) => (
                        <div key={`${phone.number}-${phone.description ?? ''}`}>
                          <dt>{phone.description ?? strings.phone}</dt>
                          <dd>
                            <a href={telHref(phone.number)}>{phone.number}</a>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {ward.route && (
                    <p className="ward-tile__route">
                      <strong>{strings.route}:</strong> {ward.route}
                    </p>
                  )}
                  {ward.visitingTimesHref && (
                    <a className="ward-tile__visiting" href={ward.visitingTimesHref}>
                      <LineIcon name="clock" size={20} />
                      {strings.visitingTimes}
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(WardsOverview, 'WardsOverview', () => '/verpleegafdelingen');
