import type { GeneratorStep } from '../context.ts';
import type { Random } from '../random.ts';
import { registerImage } from '../images.ts';

/** The pre-footer image (its URL is in the bundled UI strings, footer.prefooter.image). */
export const PREFOOTER_IMAGE = '/media/footer/prefooter-zorgverlener.jpg';

type Column = 'Column 1' | 'Column 2' | 'Column 3';
type FooterEntry = { title: string; url: string; contentType: string | null };

/** The Dutch footer quick links per column, in their intended order (hand-written). */
export const FOOTER_COLUMNS: Readonly<Record<Column, readonly FooterEntry[]>> = {
  'Column 1': [
    { title: 'Afspraak maken', url: '/alles-over-uw-afspraak', contentType: 'Spaarne pagina' },
    { title: 'Bezoektijden', url: '/ik-wil-op-bezoek-komen/bezoektijden', contentType: 'Spaarne pagina' },
    { title: 'Wachttijden', url: '/wachttijden', contentType: 'Wachttijden pagina' },
    { title: 'Patiëntenfolders', url: '/folders', contentType: null },
    { title: 'Spoedeisende Hulp', url: '/afdelingen-en-centra/spoedeisende-hulp', contentType: 'Afdeling pagina' },
  ],
  'Column 2': [
    { title: 'Afdelingen en centra', url: '/afdelingen-en-centra', contentType: null },
    { title: 'Specialisten', url: '/specialisten', contentType: null },
    { title: 'Verpleegafdelingen', url: '/verpleegafdelingen', contentType: null },
    { title: 'Locaties en routebeschrijving', url: '/contact', contentType: null },
    { title: 'Apotheek', url: '/afdelingen-en-centra/apotheek', contentType: 'Afdeling pagina' },
  ],
  'Column 3': [
    { title: 'Nieuws', url: '/nieuws', contentType: null },
    { title: 'Agenda', url: '/agenda', contentType: null },
    { title: 'Wetenschappelijk onderzoek', url: '/wetenschappelijke-onderzoeken', contentType: null },
    { title: 'Vrienden van het Spaarne Gasthuis', url: '/vrienden', contentType: 'Vrienden pagina' },
    { title: 'Klachten en complimenten', url: '/over-ons/klachten-en-complimenten', contentType: 'Spaarne pagina' },
  ],
};

type Placed = FooterEntry & { column: Column; order: number };

/**
 * The order in which the CMS returns the links: shuffled by the seed, and never sorted within a
 * column, so the site has to sort by OrderInColumn itself.
 */
export function footerResponseOrder(random: Random): Placed[] {
  const placed: Placed[] = (Object.entries(FOOTER_COLUMNS) as [Column, readonly FooterEntry[]][]).flatMap(
    ([column, entries]) => entries.map((entry, index) => ({ ...entry, column, order: index + 1 })),
  );
  const shuffled = random.shuffle(placed);
  for (const column of Object.keys(FOOTER_COLUMNS)) {
    const positions = shuffled.flatMap((item, index) => (item.column === column ? [index] : []));
    const orders = positions.map((index) => shuffled[index]?.order ?? 0);
    const ascending = orders.every((order, i) => i === 0 || order > (orders[i - 1] ?? 0));
    const [first, second] = positions;
    if (ascending && first !== undefined && second !== undefined) {
      [shuffled[first], shuffled[second]] = [shuffled[second] as Placed, shuffled[first] as Placed];
    }
  }
  return shuffled;
}

export const footerStep: GeneratorStep = {
  name: 'footer',
  run({ db, random }) {
    registerImage(db, PREFOOTER_IMAGE, { width: 1600, height: 1067 });
    const insert = db.prepare(
      'INSERT INTO footer_links (title, url, content_type, column_name, order_in_column) VALUES (?, ?, ?, ?, ?)',
    );
    for (const link of footerResponseOrder(random)) {
      insert.run(link.title, link.url, link.contentType, link.column, link.order);
    }
  },
};
