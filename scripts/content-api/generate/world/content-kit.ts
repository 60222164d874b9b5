/**
 * Helpers the page families share when they write content: pool images, teaser cards and grid
 * items for links to other pages, and generic Dutch sentences about hospital care.
 */
import type { CmsImage } from '@ziekenhuis/site-for-content-api';
import type { Random } from '../random.ts';
import type { GridItem, TeaserCard } from './blocks.ts';
import type { WorldContext } from './context.ts';
import { CARD_POOL, GENERIC_CARDS, GENERIC_HEADERS, HEADER_POOL } from './images.ts';

export type BlockImage = { url: string; title: string };

export function cardImage(context: WorldContext, random: Random): BlockImage {
  const card = random.pick(GENERIC_CARDS);
  return context.images.block('cards', card.name, 'card', card.alt);
}

export function namedCard(context: WorldContext, name: string): BlockImage {
  const card = CARD_POOL.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`No card image ${name}`);
  return context.images.block('cards', card.name, 'card', card.alt);
}

export function headerImage(context: WorldContext, random: Random, name?: string): CmsImage {
  const header =
    name === undefined ? random.pick(GENERIC_HEADERS) : HEADER_POOL.find((candidate) => candidate.name === name);
  if (!header) throw new Error(`No header image ${name}`);
  return context.images.cms('headers', header.name, 'header', header.alt);
}

export function teaserCard(title: string, url: string, intro: string | null, image: BlockImage | null): TeaserCard {
  return { title, intro, image, link: { title: 'Lees meer', url } };
}

export function gridItem(
  title: string,
  url: string,
  intro: string | null,
  image: BlockImage | null,
  label: string | null = null,
): GridItem {
  return { link: { title, url }, title, label, intro, image };
}

/** General sentences about care in the hospital, for pages that need more body text. */
export const CARE_SENTENCES: readonly string[] = [
  'Wij vinden het belangrijk dat u goed geïnformeerd bent over uw behandeling.',
  'Heeft u vragen? Stel ze gerust aan uw arts of verpleegkundige.',
  'Neem bij elk bezoek uw legitimatiebewijs en uw verzekeringspas mee.',
  'In Mijn Spaarne Gasthuis ziet u uw afspraken, uitslagen en medicijnoverzicht.',
  'Samen met u kijken we welke behandeling het beste bij u past.',
  'Onze zorgverleners werken nauw samen met uw huisarts.',
  'Bent u verhinderd? Geef dit dan zo snel mogelijk aan ons door, dan kunnen we iemand anders helpen.',
  'Wij streven ernaar dat u zo kort mogelijk hoeft te wachten.',
  'Neem gerust iemand mee naar uw afspraak; twee horen meer dan één.',
  'Alle informatie over uw behandeling wordt vastgelegd in uw elektronisch patiëntendossier.',
  'Onze gastvrouwen en -heren in de centrale hal helpen u graag de weg te vinden.',
  'Spreekt u niet goed Nederlands? Dan kunnen wij een tolk voor u regelen.',
  'Wij horen graag wat u van onze zorg vond; uw ervaringen helpen ons beter te worden.',
  'Na afloop krijgt u schriftelijke informatie mee naar huis.',
];
