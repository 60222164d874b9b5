/**
 * The OWASP XSS filter-evasion classes (scripts/content-api/hostile/payloads.ts) through every place
 * that turns a CMS value into something a page prints: the contract's URL fields (the one URL policy),
 * the link rules every link goes through, the rich-text sanitiser (rich text and the crisis banner),
 * the block values inside Page.Content, the UI strings' addresses, the CMS redirects and the JSON-LD
 * serialiser. What comes out is scanned as a browser would read it (tests/support/script-risks.ts).
 * The components that print these values are covered by the hostile build and its e2e test.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML, HOSTILE_TEXT, HOSTILE_URLS } from '@ziekenhuis/content-api/hostile/payloads';
import { checkRedirectPairs } from '../../../../scripts/build/cms-redirects.ts';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';
import { linkBehaviour } from '#src/lib/content/links.ts';
import { parseContent } from '#src/blocks/parse-content.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import {
  centrumChildSchema,
  cmsImageSchema,
  cmsLinkSchema,
  footerLinkSchema,
  navigationSchema,
  searchResultsSchema,
  specialistBlockItemSchema,
  topTaskSchema,
} from '#src/lib/contract/index.ts';
import { serializeJsonLd } from '#src/lib/seo/structured-data.ts';
import { checkTranslationUrls } from '#src/lib/security/translation-urls.ts';
import { scriptRisks } from '../../../support/script-risks.ts';

const SAFE = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const RULES = NO_DEAD_LINKS(['www.spaarnegasthuis.nl']);
/** What a browser makes of a URL in an attribute: '' and nothing else is "no link". */
const runsNothing = (url: string) =>
  url === '' || SAFE.has(new URL(url, 'https://www.spaarnegasthuis.nl/pagina/').protocol);
/** The payloads that are addresses a browser would run, or take as another scheme. */
const SCRIPT_URLS = HOSTILE_URLS.filter(
  (payload) => !['url-protocol-relative', 'url-backslash', 'url-attribute-breakout'].includes(payload.id),
);

describe('OWASP filter-evasion URLs', () => {
  it.each(HOSTILE_URLS.map((payload) => [payload.id, payload.value]))(
    '%s: every URL field of the contract gives a URL that runs nothing',
    (_id, url) => {
      const answers = [
        cmsLinkSchema.parse({ Title: 'Link', Url: url }).Url,
        cmsImageSchema.parse({ Title: 'Beeld', Url: url }).Url,
        footerLinkSchema.parse({
          Title: 'Voet',
          Link: { Url: url, ContentType: null },
          Column: 'Column 1',
          OrderInColumn: 1,
        }).Link.Url,
        navigationSchema
          .parse([{ NavigationItem: { Title: 'Menu', InternalLink: url, ExternalLink: { Url: url } }, Children: [] }])
          .flatMap((entry) => [entry.NavigationItem.InternalLink ?? '', entry.NavigationItem.ExternalLink?.Url ?? '']),
        searchResultsSchema
          .parse({
            Rows: [
              {
                label: 'x',
                title: 'x',
                description: null,
                image: { url, title: '' },
                url,
                publishingDate: null,
                eventDate: null,
                departmentTitle: null,
              },
            ],
            Suggestions: [],
          })
          .Rows.flatMap((row) => [row.url, row.image?.url ?? '']),
        specialistBlockItemSchema.parse({ title: 'dr. X', role: 'arts', url, image: null }).url,
        topTaskSchema.parse({ Title: 'Taak', Url: url, Icon: 'calendar' }).Url,
        centrumChildSchema.parse({ SharepointId: 1, Title: 'Centrum', Url: url }).Url,
      ].flat();
      for (const answer of answers) expect(runsNothing(answer), answer).toBe(true);
    },
  );

  it.each(SCRIPT_URLS.map((payload) => [payload.id, payload.value]))(
    '%s: is refused by the contract, the link rules, rich text, block values, UI strings and redirects',
    (_id, url) => {
      expect(cmsLinkSchema.parse({ Title: 'Link', Url: url }).Url).toBe('');
      expect(linkBehaviour(url, RULES.siteHosts)).toBeNull();
      const html = sanitizeRichText(
        `<p><a href="${url.replace(/"/g, '&quot;')}">tekst</a><img src="${url.replace(/"/g, '&quot;')}" alt="beeld"></p>`,
        RULES,
      );
      expect(scriptRisks(html)).toEqual([]);
      expect(html).toContain('tekst');
      const block = `<section data-block-type="cta" data-block-id="c1"><script type="application/json">${JSON.stringify({ title: 'Doe iets', intro: null, link: { title: 'Ga', url } }).replace(/</g, '\\u003c')}</script></section>`;
      const parsed = parseContent(block, '/pagina');
      expect(parsed.blocks).toEqual([
        { kind: 'cta', id: 'c1', value: { title: 'Doe iets', intro: null, link: { title: 'Ga', url: '' } } },
      ]);
      expect(parsed.refusedUrls).toHaveLength(1);
      expect(checkTranslationUrls({ footer: { legal: { disclaimer: { url } } } }).refused).toHaveLength(1);
      expect(checkRedirectPairs([{ OriginalSlug: 'oud', NewSlug: url }]).pairs).toEqual([]);
    },
  );
});

describe('OWASP filter-evasion HTML', () => {
  it.each(HOSTILE_HTML.map((payload) => [payload.id, payload.value]))(
    '%s: rich text and the crisis banner keep nothing that runs',
    (_id, html) => {
      // Text after an unclosed element may end up inside it (and go with it): the text before stays.
      const clean = sanitizeRichText(`<p>Voor</p>${html}<p>Na</p>`, RULES);
      expect(scriptRisks(clean)).toEqual([]);
      expect(clean).not.toMatch(/<(script|iframe|object|embed|form|base|meta|style|svg|math|input|body)\b/i);
      expect(clean.startsWith('<p>Voor</p>')).toBe(true);
    },
  );
});

describe('OWASP filter-evasion text', () => {
  it.each(HOSTILE_TEXT.map((payload) => [payload.id, payload.value]))(
    '%s: JSON-LD keeps it inside its script element and gives it back whole',
    (_id, text) => {
      const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'MedicalWebPage', name: text });
      expect(json).not.toMatch(/<\/?script/i);
      expect(json).not.toMatch(/[<>\u2028\u2029]/);
      expect((JSON.parse(json) as { name: string }).name).toBe(text);
      expect(scriptRisks(`<script type="application/ld+json">${json}</script>`)).toEqual([]);
    },
  );

  it.each(HOSTILE_TEXT.map((payload) => [payload.id, payload.value]))('%s: rich text shows it as text', (_id, text) => {
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(scriptRisks(sanitizeRichText(`<p>${escaped}</p>`, RULES))).toEqual([]);
  });
});
