/**
 * Redirect pairs: old slugs of the previous website to current routes. Some are written
 * as editors typed them, with spaces and capitals; the site turns whitespace into hyphens.
 */
import type { RedirectPair } from '@ziekenhuis/site-for-content-api';
import type { WorldPage } from '../../world/types.ts';
import type { WorldContext } from './context.ts';
import type { Organisation } from './organisation.ts';

/** Hand-written pairs, the same at every scale. */
export const FIXED_REDIRECTS: readonly RedirectPair[] = [
  { OriginalSlug: 'oude poli cardiologie', NewSlug: '/afdelingen-en-centra/hartcentrum/cardiologie' },
  { OriginalSlug: 'poli kno heemstede', NewSlug: '/afdelingen-en-centra/hoofd-halscentrum/keel-neus-en-oorheelkunde' },
  { OriginalSlug: 'Vrienden doneren', NewSlug: '/vrienden/donatie' },
  { OriginalSlug: 'oude pagina borstcentrum ', NewSlug: '/afdelingen-en-centra/oncologisch-centrum/borstcentrum' },
  { OriginalSlug: '/bezoektijden', NewSlug: '/ik-wil-op-bezoek-komen/bezoektijden' },
  { OriginalSlug: '/afspraak', NewSlug: '/alles-over-uw-afspraak' },
  { OriginalSlug: '/patientenfolders', NewSlug: '/folders' },
  { OriginalSlug: '/spoed', NewSlug: '/afdelingen-en-centra/spoedeisende-hulp' },
  { OriginalSlug: '/kennemer-gasthuis', NewSlug: '/over-ons/geschiedenis' },
  { OriginalSlug: '/spaarne-ziekenhuis', NewSlug: '/over-ons/geschiedenis' },
  { OriginalSlug: '/klachten', NewSlug: '/over-ons/klachten-en-complimenten' },
  { OriginalSlug: '/english', NewSlug: '/en' },
  { OriginalSlug: '/en/visiting-hours', NewSlug: '/en/general-visiting-times' },
  { OriginalSlug: '/locaties/hoofddorp', NewSlug: '/contact/hoofddorp' },
  { OriginalSlug: '/locaties/haarlem-zuid', NewSlug: '/contact/haarlem-zuid' },
  { OriginalSlug: '/locaties/haarlem-noord', NewSlug: '/contact/haarlem-noord' },
  { OriginalSlug: '/wachttijden-poliklinieken', NewSlug: '/wachttijden' },
];

/** The generated pairs: old department, specialist and news addresses. */
export function buildRedirects(
  context: WorldContext,
  organisation: Organisation,
  pages: readonly WorldPage[],
): RedirectPair[] {
  const random = context.random('redirects');
  const count = context.scaled(35, 3);
  const specialists = pages.filter((page) => page.page.ContentType === 'Specialist pagina' && page.published);
  const news = pages.filter((page) => page.page.ContentType === 'News pagina' && page.published);
  const taken = new Set(FIXED_REDIRECTS.map((pair) => pair.OriginalSlug));
  const pairs: RedirectPair[] = [...FIXED_REDIRECTS];
  for (let attempt = 0; pairs.length < FIXED_REDIRECTS.length + count && attempt < count * 20; attempt += 1) {
    const roll = random.next();
    let pair: RedirectPair;
    if (roll < 0.4) {
      const unit = random.pick(organisation.departments);
      pair = {
        OriginalSlug: random.chance(0.2) ? `afdelingen ${unit.slug.replace(/-/g, ' ')}` : `/afdelingen/${unit.slug}`,
        NewSlug: unit.route,
      };
    } else if (roll < 0.7 && specialists.length > 0) {
      const page = random.pick(specialists);
      pair = { OriginalSlug: `/specialist${page.page.Path}`, NewSlug: page.route };
    } else if (news.length > 0) {
      const page = random.pick(news);
      pair = { OriginalSlug: `/nieuwsberichten${page.page.Path}`, NewSlug: page.route };
    } else continue;
    if (taken.has(pair.OriginalSlug)) continue;
    taken.add(pair.OriginalSlug);
    pairs.push(pair);
  }
  return pairs;
}

/** A redirect source as the site normalises it: whitespace to hyphens, a leading slash. */
export function normaliseRedirectSource(slug: string): string {
  const hyphenated = slug.trim().replace(/\s+/g, '-');
  return hyphenated.startsWith('/') ? hyphenated : `/${hyphenated}`;
}
