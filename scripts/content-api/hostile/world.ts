/**
 * The hostile variant of the dataset (`--hostile`): the generated World with the payloads of
 * payloads.ts in every text, HTML and URL field of every kind of answer — pages of every type and
 * the block values inside their Content, navigation, footer, crisis banner, UI strings, lists,
 * specialists, locations, folders, waiting times, redirects — and so in the search index built
 * from them. Deterministic: the payloads go round in the order the fields are met.
 *
 * - Text fields (titles, intros, descriptions, roles, labels...) keep their text and get a text
 *   payload after it, so a page still shows what it is about and the payload shows as text.
 * - HTML fields get an HTML payload: the crisis banner before its own HTML, Content after its
 *   blocks (whose values are transformed as data).
 * - URL fields: every third becomes a URL payload, so the site still has links to crawl.
 * Ids, slugs, paths, routes, dates, enums, phone numbers and the image files stay as they are: the
 * site must still be able to find and build its pages.
 */
import render from 'dom-serializer';
import { isTag, Text, type Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { World } from '../world/types.ts';
import { HOSTILE_HTML, HOSTILE_TEXT, HOSTILE_URLS, payloadAt } from './payloads.ts';

const TEXT_KEYS = new Set([
  'Title',
  'HeaderTitle',
  'HeaderDescription',
  'TeaserDescription',
  'MetaTitle',
  'Description',
  'Introduction',
  'DocumentTitle',
  'Role',
  'OpeningTime',
  'VisitTime',
  'Route',
  'title',
  'intro',
  'text',
  'caption',
  'quote',
  'author',
  'role',
  'label',
  'formTitle',
  'description',
  'departmentTitle',
  'more',
]);
const URL_KEYS = new Set(['Url', 'url', 'InternalLink', 'AppointmentURL', 'AppointmentUrl', 'videoUrl', 'NewSlug']);
const HTML_KEYS = new Set(['Content', 'crisisBanner', 'html']);
/** Where a World keeps files or bookkeeping rather than answers. */
const LEFT_ALONE = new Set(['images', 'route', 'previewToken', 'pdfText']);
/** Every nth URL field becomes a payload. */
const URL_EVERY = 3;

type Counters = { text: number; html: number; url: number; urlFields: number };

function hostileText(value: string, counters: Counters): string {
  return `${value} ${payloadAt(HOSTILE_TEXT, counters.text++).value}`;
}

function hostileUrl(value: string, counters: Counters): string {
  counters.urlFields += 1;
  return counters.urlFields % URL_EVERY === 0 ? payloadAt(HOSTILE_URLS, counters.url++).value : value;
}

/** Page.Content: every block value inside it made hostile as data, and an HTML payload after it. */
function hostileContent(html: string, counters: Counters): string {
  const document = parseDocument(html);
  const scripts = findAll(
    (element: Element) =>
      element.name === 'script' &&
      element.attribs['type'] === 'application/json' &&
      element.parent !== null &&
      isTag(element.parent) &&
      element.parent.attribs['data-block-type'] !== undefined,
    document.children,
  );
  for (const script of scripts) {
    let value: unknown;
    try {
      value = JSON.parse(textContent(script));
    } catch {
      continue;
    }
    const json = JSON.stringify(transform(value, counters)).replace(/</g, '\\u003c');
    const text = new Text(json);
    text.parent = script;
    script.children = [text];
  }
  // After the blocks: an unclosed element in the payload (the mXSS classes) would swallow what follows it.
  return `${render(document, { encodeEntities: false, decodeEntities: false })}${payloadAt(HOSTILE_HTML, counters.html++).value}`;
}

function transform(value: unknown, counters: Counters, key = ''): unknown {
  if (typeof value === 'string') {
    if (value === '') return value;
    if (HTML_KEYS.has(key))
      return key === 'Content'
        ? hostileContent(value, counters)
        : `${payloadAt(HOSTILE_HTML, counters.html++).value}${value}`;
    if (URL_KEYS.has(key)) return hostileUrl(value, counters);
    if (TEXT_KEYS.has(key)) return hostileText(value, counters);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => transform(item, counters, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        LEFT_ALONE.has(name) ? inner : transform(inner, counters, name),
      ]),
    );
  }
  return value;
}

/**
 * UI strings: an address (`url`, `…Url`) every third time a URL payload, every other string a text payload after it.
 */
function hostileStrings(value: unknown, counters: Counters): unknown {
  if (typeof value === 'string') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, inner]) => {
      if (typeof inner !== 'string') return [name, hostileStrings(inner, counters)];
      return [name, /^url$|Url$/.test(name) ? hostileUrl(inner, counters) : hostileText(inner, counters)];
    }),
  );
}

export function hostileWorld(world: World): World {
  const counters: Counters = { text: 0, html: 0, url: 0, urlFields: 0 };
  const { translations, ...rest } = world;
  const hostile = transform(rest, counters) as Omit<World, 'translations'>;
  return { ...hostile, translations: hostileStrings(translations, counters) as World['translations'] };
}
