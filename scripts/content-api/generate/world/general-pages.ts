/**
 * The hand-written Dutch general pages ('Spaarne pagina'): every internal target of the menus,
 * footer, quick tasks and legal links, the hubs the generated pages hang under, pages under a
 * centre, a department and /contact, and the pages that carry the awkward cases. Fixed at every
 * scale; random choices (which photo, which news) come from the seed.
 */
import type { WorldPage } from '../../world/types.ts';
import type { Random } from '../random.ts';
import {
  assembleContent,
  carouselBlock,
  ctaBlock,
  ctaWithImageBlock,
  expandableBlock,
  expandableWithImageBlock,
  externalFormBlock,
  featuredContentBlock,
  gridImageBlock,
  gridPlainBlock,
  headerBlock,
  linksListBlock,
  mediaBlock,
  mediaValue,
  nested,
  newsTeaserBlock,
  peopleBlock,
  phoneLookupBlock,
  quoteBlock,
  quoteWithImageBlock,
  relatedContentBlock,
  textWithImageBlock,
  type ContentPart,
} from './blocks.ts';
import { makePage } from './page.ts';
import {
  AWKWARD_CASES,
  BROKEN_LINKS,
  EDITORIAL_SLIPS,
  LONG_BLOCK_TITLE,
  LONG_PAGE_TITLE,
  MISSING_NEWS_SLUG,
  SITE_HOST_URL,
  UNSAFE_HTML,
  UNSAFE_HTML_IMAGES,
  VIDEO_URLS,
  hologramBlock,
  invalidJsonBlock,
} from './awkward.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { CARE_SENTENCES, cardImage, gridItem, headerImage, namedCard, teaserCard } from './content-kit.ts';
import type { FolderIndex } from './folders.ts';
import { generalPage, type GeneralRegistry } from './general-tree.ts';
import { LOCATIONS } from './locations.ts';
import { MAIN_PHONE_NUMBER } from './phone-numbers.ts';
import type { NewsModel } from './news.ts';
import type { Organisation, OrgUnit } from './organisation.ts';
import { PORTRAIT_FOLDERS } from './images.ts';
import { html, paragraph, slugify } from './text.ts';

const { p, h2, ul, a } = html;

export type DutchKit = {
  context: WorldContext;
  random: Random;
  organisation: Organisation;
  news: readonly NewsModel[];
  folders: FolderIndex;
};

type FixedPage = {
  route: string;
  title: string;
  intro: string;
  header?: string;
  sidemenu?: boolean;
  absolute?: boolean;
  meta?: string;
  link?: { Title: string; Url: string };
  /** `kind:slug` of the centre or department the page sits under. */
  under?: string;
  content: (kit: DutchKit) => ContentPart[];
};

function unit(kit: DutchKit, key: string): OrgUnit {
  const found = kit.organisation.byKindAndSlug.get(key);
  if (!found) throw new Error(`Unknown organisation unit ${key}`);
  return found;
}

function person(kit: DutchKit, name: string, email: string | null, withImage = true) {
  return {
    name,
    email,
    phoneNumber: null,
    url: null,
    image: withImage
      ? kit.context.images.block(PORTRAIT_FOLDERS.person, slugify(name), 'portrait', `Portretfoto van ${name}`)
      : null,
  };
}

function recentNewsSlugs(kit: DutchKit, count: number): string[] {
  return [...kit.news]
    .sort((x, y) => (x.publicationDate < y.publicationDate ? 1 : -1))
    .slice(0, count)
    .map((item) => item.slug);
}

const care = (kit: DutchKit, count: number): string => p(paragraph(kit.random, CARE_SENTENCES, count));

export const DUTCH_PAGES: readonly FixedPage[] = [
  {
    route: '/patienten-en-bezoekers',
    title: 'Patiënten en bezoekers',
    intro: 'Alles wat u moet weten als u naar het ziekenhuis komt: voor een afspraak, een opname of een bezoek.',
    header: 'receptie-hal',
    sidemenu: true,
    content: (kit) => [
      p(
        'Komt u binnenkort naar het Spaarne Gasthuis? Hier vindt u praktische informatie over uw afspraak, een opname, de kosten en uw rechten als patiënt.',
      ),
      carouselBlock('Veelgezocht', [
        teaserCard(
          'Opname in het ziekenhuis',
          '/patienten-en-bezoekers/opname-in-het-ziekenhuis',
          'Hoe bereidt u zich voor en wat neemt u mee?',
          namedCard(kit.context, 'koffie-met-bezoek'),
        ),
        teaserCard(
          'Kosten en vergoedingen',
          '/patienten-en-bezoekers/kosten-en-vergoedingen',
          'Wat vergoedt uw zorgverzekeraar?',
          namedCard(kit.context, 'huisarts-telefoon'),
        ),
        teaserCard(
          'Uw rechten en plichten',
          '/patienten-en-bezoekers/rechten-en-plichten',
          'Over toestemming, privacy en een second opinion.',
          namedCard(kit.context, 'handen-vasthouden'),
        ),
        teaserCard(
          'Tolken',
          '/patienten-en-bezoekers/tolken',
          'Hulp als u niet goed Nederlands spreekt.',
          namedCard(kit.context, 'teamoverleg'),
        ),
        teaserCard(
          'Parkeren en bereikbaarheid',
          '/patienten-en-bezoekers/parkeren-en-bereikbaarheid',
          'Met de auto, fiets of het openbaar vervoer.',
          namedCard(kit.context, 'fietsen-naar-werk'),
        ),
      ]),
      gridPlainBlock('Meer voor patiënten', [
        gridItem(
          'Mijn Spaarne Gasthuis',
          '/patienten-en-bezoekers/mijn-spaarne-gasthuis',
          'Uw dossier, afspraken en uitslagen online.',
          null,
        ),
        gridItem('Eten en drinken', '/patienten-en-bezoekers/eten-en-drinken', 'Maaltijden tijdens uw opname.', null),
        gridItem(
          'Geestelijke verzorging',
          '/patienten-en-bezoekers/geestelijke-verzorging',
          'Een luisterend oor, wat uw levensovertuiging ook is.',
          null,
        ),
        gridItem('Vrijwilligers', '/patienten-en-bezoekers/vrijwilligers', 'Ruim 400 vrijwilligers helpen mee.', null),
        gridItem(
          'Op bezoek komen',
          '/ik-wil-op-bezoek-komen',
          'Bezoektijden, bloemen en overnachten bij uw naaste.',
          null,
        ),
        gridItem(
          'Patiëntenservice',
          '/contact/patientenservice',
          'Voor vragen, tips en hulp bij het vinden van de juiste afdeling.',
          null,
        ),
      ]),
      linksListBlock('Over uw zorg', [
        { title: 'Onderzoeken en behandelingen', url: '/onderzoeken-en-behandelingen' },
        { title: 'Aandoeningen', url: '/aandoeningen' },
        { title: 'Griepprik en vaccinaties', url: '/griepprik-en-vaccinaties' },
        { title: 'Patiëntenfolders', url: '/folders' },
      ]),
    ],
  },
  {
    route: '/patienten-en-bezoekers/opname-in-het-ziekenhuis',
    title: 'Opname in het ziekenhuis',
    intro: 'Wordt u opgenomen? Hier leest u hoe u zich voorbereidt, wat u meeneemt en wat u kunt verwachten.',
    header: 'verpleegkundige-aan-bed',
    sidemenu: true,
    content: (kit) => [
      p(
        'Een opname in het ziekenhuis brengt vaak veel vragen met zich mee. Op deze pagina’s leest u hoe een opname verloopt, van de voorbereiding tot het moment dat u weer naar huis gaat.',
      ),
      mediaBlock(
        mediaValue({
          title: 'Zo gaat een opname',
          videoUrl: VIDEO_URLS.mp4,
          caption: 'In deze film van drie minuten ziet u hoe een opname verloopt.',
          source: 'Spaarne Gasthuis',
          image: namedCard(kit.context, 'video-rondleiding'),
        }),
      ),
      expandableBlock('Veelgestelde vragen over uw opname', [
        {
          title: 'Hoe hoor ik wanneer ik word opgenomen?',
          subtitle: null,
          icon: null,
          text: p('U krijgt een bericht in Mijn Spaarne Gasthuis of wordt gebeld door het opnameplanningsbureau.'),
          blocks: [],
        },
        {
          title: 'Mag ik iemand meenemen?',
          subtitle: null,
          icon: null,
          text: p('Ja, één naaste mag u vergezellen tot op de afdeling.'),
          blocks: [],
        },
        {
          title: 'Wat als ik ziek word vlak voor mijn opname?',
          subtitle: 'Koorts, griep of corona',
          icon: 'info',
          text: null,
          blocks: [
            nested.text(p('Bel dan de afdeling waar u wordt opgenomen. Samen bekijken we of de opname door kan gaan.')),
            nested.links([{ title: 'Alles over uw afspraak', url: '/alles-over-uw-afspraak' }]),
          ],
        },
      ]),
      ctaBlock(null, 'Wat neemt u mee naar het ziekenhuis?', {
        title: 'Bekijk de checklist',
        url: '/patienten-en-bezoekers/opname-in-het-ziekenhuis/wat-neemt-u-mee',
      }),
    ],
  },
  {
    route: '/patienten-en-bezoekers/opname-in-het-ziekenhuis/wat-neemt-u-mee',
    title: 'Wat neemt u mee?',
    intro: 'Een checklist voor uw opname, zodat u niets vergeet.',
    header: 'verpleegkundige-aan-bed',
    sidemenu: true,
    content: () => [
      p('Neem voor uw opname in ieder geval het volgende mee:'),
      ul([
        'uw legitimatiebewijs en verzekeringspas',
        'al uw medicijnen in de originele verpakking',
        'een actueel medicijnoverzicht van uw apotheek',
        'nachtkleding, ochtendjas en stevige pantoffels',
        'toiletartikelen',
        'eventueel hulpmiddelen zoals een bril, gehoorapparaat of rollator',
      ]),
      p(
        'Laat waardevolle spullen zoals sieraden en grote bedragen thuis. Het ziekenhuis is niet aansprakelijk voor verlies of diefstal.',
      ),
      linksListBlock('Handig om te lezen', [
        { title: 'Uw verblijf op de afdeling', url: '/patienten-en-bezoekers/opname-in-het-ziekenhuis/uw-verblijf' },
        { title: 'Eten en drinken', url: '/patienten-en-bezoekers/eten-en-drinken' },
        { title: 'Patiëntenfolders', url: '/folders' },
      ]),
    ],
  },
  {
    route: '/patienten-en-bezoekers/opname-in-het-ziekenhuis/uw-verblijf',
    title: 'Uw verblijf op de afdeling',
    intro: 'Hoe ziet een dag in het ziekenhuis eruit, en wie zijn er bij uw zorg betrokken?',
    header: 'oudere-patient-wandelt',
    sidemenu: true,
    content: (kit) => [
      textWithImageBlock(
        'Een dag op de afdeling',
        p(
          'De dag begint rond 7.00 uur met de verzorging en het ontbijt. ’s Ochtends komt de arts langs voor de visite. ’s Middags is er tijd voor rust en bezoek.',
        ),
        namedCard(kit.context, 'verpleegkundige-lacht'),
        'right',
      ),
      expandableWithImageBlock('Wie ziet u tijdens uw opname?', [
        {
          title: 'Verpleegkundigen',
          subtitle: 'Dag en nacht',
          icon: null,
          text: p('De verpleegkundigen zorgen dag en nacht voor u en zijn uw eerste aanspreekpunt.'),
          image: namedCard(kit.context, 'verpleegkundige-lacht'),
          blocks: [],
        },
        {
          title: 'Zaalarts',
          subtitle: null,
          icon: null,
          text: p('De zaalarts ziet u dagelijks en overlegt met uw specialist.'),
          image: namedCard(kit.context, 'teamoverleg'),
          blocks: [
            nested.quote('De visite is hét moment om uw vragen te stellen.', 'Sanne de Groot', 'Verpleegkundige'),
          ],
        },
        {
          title: 'Vrijwilligers',
          subtitle: null,
          icon: null,
          text: p('Vrijwilligers brengen koffie rond en maken graag een praatje.'),
          image: namedCard(kit.context, 'vrijwilliger-bibliotheek'),
          blocks: [
            nested.media(
              mediaValue({ image: namedCard(kit.context, 'koffie-met-bezoek'), caption: 'Koffie op de afdeling' }),
            ),
          ],
        },
      ]),
    ],
  },
  {
    route: '/patienten-en-bezoekers/opname-in-het-ziekenhuis/ontslag-uit-het-ziekenhuis',
    title: 'Ontslag uit het ziekenhuis',
    intro: 'Wat regelt u voordat u naar huis gaat?',
    sidemenu: true,
    content: (kit) => [
      p(
        'Voordat u naar huis gaat, heeft u een ontslaggesprek met de verpleegkundige. U krijgt uw medicijnen en een overdracht voor uw huisarts mee.',
      ),
      care(kit, 2),
      ctaBlock('Medicijnen mee naar huis', 'De poliklinische apotheek zorgt dat u de juiste medicijnen meekrijgt.', {
        title: 'Naar de Apotheek',
        url: unit(kit, 'department:apotheek').route,
      }),
    ],
  },
  {
    route: '/patienten-en-bezoekers/kosten-en-vergoedingen',
    title: 'Kosten en vergoedingen',
    intro: 'De meeste zorg in het ziekenhuis valt onder de basisverzekering. Soms betaalt u zelf een deel.',
    header: 'arts-in-gesprek',
    sidemenu: true,
    content: () => [
      p(
        'Ziekenhuiszorg wordt meestal vergoed uit het basispakket van uw zorgverzekering. Wel betaalt u vaak eerst uw eigen risico.',
      ),
      expandableBlock(LONG_BLOCK_TITLE, [
        {
          title: 'Wat is een DBC-zorgproduct?',
          subtitle: null,
          icon: null,
          text: p('Het ziekenhuis rekent per behandeltraject een vast bedrag af met uw zorgverzekeraar.'),
          blocks: [],
        },
        {
          title: 'Wanneer krijg ik een rekening?',
          subtitle: null,
          icon: null,
          text: p(
            'Na afloop van uw behandeltraject, soms pas maanden later. Uw zorgverzekeraar verrekent dan uw eigen risico.',
          ),
          blocks: [],
        },
        {
          title: 'Ik ben niet verzekerd',
          subtitle: null,
          icon: null,
          text: p('Neem voor uw afspraak contact op met de afdeling Patiëntenadministratie.'),
          blocks: [],
        },
      ]),
    ],
  },
  {
    route: '/patienten-en-bezoekers/kosten-en-vergoedingen/eigen-risico',
    title: 'Eigen risico',
    intro: 'In 2026 is het verplichte eigen risico € 385.',
    sidemenu: true,
    content: (kit) => [
      p(
        'Het eigen risico geldt voor alle zorg uit het basispakket, behalve voor de huisarts en verloskundige zorg. Een bezoek aan de polikliniek valt wel onder het eigen risico.',
      ),
      care(kit, 1),
    ],
  },
  {
    route: '/patienten-en-bezoekers/rechten-en-plichten',
    title: 'Rechten en plichten',
    intro: 'Als patiënt heeft u rechten, maar ook plichten.',
    sidemenu: true,
    content: () => [
      p(
        'U heeft recht op duidelijke informatie, op inzage in uw dossier en op een second opinion. Tegelijk vragen wij u om ons de juiste informatie te geven en afspraken na te komen.',
      ),
      linksListBlock('Lees verder', [
        { title: 'De WGBO', url: AWKWARD_CASES.longPageTitle },
        { title: 'Privacy en uw dossier', url: '/patienten-en-bezoekers/rechten-en-plichten/privacy-en-uw-dossier' },
        { title: 'Second opinion', url: '/patienten-en-bezoekers/rechten-en-plichten/second-opinion' },
      ]),
    ],
  },
  {
    route: AWKWARD_CASES.longPageTitle,
    title: LONG_PAGE_TITLE,
    intro: 'De WGBO regelt de rechten en plichten van patiënten en zorgverleners.',
    sidemenu: true,
    meta: 'De WGBO: uw rechten en plichten',
    content: (kit) => [
      p(
        'De Wet op de geneeskundige behandelingsovereenkomst (WGBO) is onderdeel van het Burgerlijk Wetboek. De wet regelt onder meer uw recht op informatie, het geven van toestemming en de bewaartermijn van uw dossier.',
      ),
      h2('Toestemming'),
      p(
        'Voor elke behandeling is uw toestemming nodig. Uw arts legt uit wat de behandeling inhoudt, wat de risico’s zijn en welke alternatieven er zijn.',
      ),
      care(kit, 1),
    ],
  },
  {
    route: '/patienten-en-bezoekers/rechten-en-plichten/privacy-en-uw-dossier',
    title: 'Privacy en uw dossier',
    intro: 'Wij gaan zorgvuldig om met uw gegevens.',
    sidemenu: true,
    content: () => [
      p(
        `U kunt uw dossier inzien via Mijn Spaarne Gasthuis. Lees meer in onze ${a('/privacyverklaring', 'privacyverklaring')}.`,
      ),
    ],
  },
  {
    route: '/patienten-en-bezoekers/rechten-en-plichten/second-opinion',
    title: 'Second opinion',
    intro: 'Wilt u het oordeel van een andere specialist horen?',
    sidemenu: true,
    content: (kit) => [
      p(
        'U heeft altijd het recht om een tweede mening te vragen. Bespreek dit met uw specialist of huisarts; zij helpen u bij de verwijzing.',
      ),
      care(kit, 1),
    ],
  },
  {
    route: AWKWARD_CASES.vagueLinkText,
    title: 'Tolken',
    intro: 'Spreekt u geen of weinig Nederlands? Wij regelen een professionele tolk.',
    sidemenu: true,
    content: () => [
      p(
        'Een tolk is gratis. Laat bij het maken van uw afspraak weten dat u een tolk nodig heeft en in welke taal. Familieleden of kinderen vragen wij liever niet om te tolken.',
      ),
      EDITORIAL_SLIPS.vagueLink('/alles-over-uw-afspraak'),
    ],
  },
  {
    route: '/patienten-en-bezoekers/parkeren-en-bereikbaarheid',
    title: 'Parkeren en bereikbaarheid',
    intro: 'Zo komt u bij onze locaties, met de auto, de fiets of het openbaar vervoer.',
    header: 'parkeergarage',
    sidemenu: true,
    absolute: true,
    content: (kit) => [
      p(
        'Op alle locaties kunt u parkeren. In Haarlem Zuid, Haarlem Noord en Hoofddorp is het parkeren betaald; op de poliklinieken in de regio parkeert u meestal gratis.',
      ),
      gridImageBlock(
        'Onze hoofdlocaties',
        LOCATIONS.filter((location) => location.main).map((location) =>
          gridItem(
            `Spaarne Gasthuis ${location.title}`,
            `/contact/${location.slug}`,
            `${location.street}, ${location.postcodeCity}`,
            cardImage(kit.context, kit.random),
            'Locatie',
          ),
        ),
      ),
    ],
  },
  {
    route: '/patienten-en-bezoekers/mijn-spaarne-gasthuis',
    title: 'Mijn Spaarne Gasthuis',
    intro: 'Uw eigen dossier, afspraken en uitslagen online.',
    sidemenu: true,
    content: (kit) => [
      p(
        'In het patiëntenportaal Mijn Spaarne Gasthuis ziet u uw afspraken, uitslagen, brieven en medicijnen. U logt in met DigiD.',
      ),
      ctaWithImageBlock(
        'Inloggen',
        'Log in met DigiD en de DigiD app of sms-controle.',
        { title: 'Naar Mijn Spaarne Gasthuis', url: 'https://mijn.spaarnegasthuis.nl/inloggen' },
        namedCard(kit.context, 'huisarts-telefoon'),
      ),
    ],
  },
  {
    route: '/patienten-en-bezoekers/eten-en-drinken',
    title: 'Eten en drinken',
    intro: 'Tijdens uw opname kiest u zelf wat en wanneer u eet.',
    sidemenu: true,
    content: (kit) => [
      textWithImageBlock(
        null,
        p(
          'Via de voedingsassistent bestelt u uw maaltijden. Heeft u een dieet of allergie? Geef dit door, dan houden wij er rekening mee.',
        ),
        namedCard(kit.context, 'gezonde-maaltijd'),
        'left',
      ),
      relatedContentBlock('Gezond eten', 'tags', ['Leefstijl']),
    ],
  },
  {
    route: '/patienten-en-bezoekers/geestelijke-verzorging',
    title: 'Geestelijke verzorging',
    intro: 'Een gesprek over wat u bezighoudt, wat uw levensovertuiging ook is.',
    sidemenu: true,
    content: (kit) => [
      p(
        'Ziekte kan vragen oproepen over zingeving, geloof of afscheid. Onze geestelijk verzorgers – humanistisch, katholiek, protestants en islamitisch – zijn er voor u en uw naasten.',
      ),
      quoteWithImageBlock(
        'Soms helpt het al om je verhaal kwijt te kunnen aan iemand die niet bij je familie hoort.',
        'Rénée Öztürk',
        'Geestelijk verzorger',
        namedCard(kit.context, 'handen-vasthouden'),
      ),
      p('Het stiltecentrum op de begane grond is dag en nacht open.'),
    ],
  },
  {
    route: '/patienten-en-bezoekers/vrijwilligers',
    title: 'Vrijwilligers',
    intro: 'Ruim 400 vrijwilligers maken het verschil voor onze patiënten.',
    sidemenu: true,
    content: (kit) => [
      p(
        'Vrijwilligers ontvangen bezoekers in de centrale hal, brengen patiënten naar de afdeling en lezen voor op de kinderafdeling.',
      ),
      quoteBlock('Ik krijg er zoveel voor terug.', 'Wim Groen', 'Vrijwilliger sinds 2009'),
      care(kit, 1),
    ],
  },
  {
    route: '/alles-over-uw-afspraak',
    title: 'Alles over uw afspraak',
    intro: 'Een afspraak maken, wijzigen of voorbereiden: zo werkt het.',
    header: 'polikliniek-wachtruimte',
    sidemenu: true,
    link: { Title: 'Afspraak maken in Mijn Spaarne Gasthuis', Url: 'https://mijn.spaarnegasthuis.nl/afspraak-maken' },
    content: (kit) => [
      headerBlock({
        title: 'Alles over uw afspraak',
        intro: 'Een afspraak maken, wijzigen of voorbereiden.',
        image: namedCard(kit.context, 'huisarts-telefoon'),
      }),
      p(
        'Voor een eerste afspraak bij een specialist heeft u meestal een verwijzing van uw huisarts nodig. Met die verwijzing maakt u zelf een afspraak, online of telefonisch.',
      ),
      gridImageBlock('Uw afspraak stap voor stap', [
        gridItem(
          'Verwijzing',
          '/alles-over-uw-afspraak/verwijzing',
          'Wanneer heeft u een verwijzing nodig?',
          namedCard(kit.context, 'huisarts-telefoon'),
          'Stap 1',
        ),
        gridItem(
          'Voorbereiding',
          '/alles-over-uw-afspraak/voorbereiding-op-uw-afspraak',
          'Wat neemt u mee en hoe bereidt u zich voor?',
          namedCard(kit.context, 'pleister-op-arm'),
          'Stap 2',
        ),
        gridItem(
          'Wijzigen of afzeggen',
          '/alles-over-uw-afspraak/afspraak-wijzigen-of-afzeggen',
          'Verhinderd? Laat het ons weten.',
          namedCard(kit.context, 'teamoverleg'),
          'Stap 3',
        ),
      ]),
      ctaBlock('Wachttijden', 'Bekijk hoe lang u moet wachten voor een eerste afspraak.', {
        title: 'Bekijk de wachttijden',
        url: '/wachttijden',
      }),
    ],
  },
  {
    route: '/alles-over-uw-afspraak/voorbereiding-op-uw-afspraak',
    title: 'Voorbereiding op uw afspraak',
    intro: 'Met een goede voorbereiding haalt u het meeste uit uw afspraak.',
    sidemenu: true,
    content: (kit) => [p('Schrijf uw vragen van tevoren op en neem uw medicijnoverzicht mee.'), care(kit, 2)],
  },
  {
    route: AWKWARD_CASES.phoneLookupCountMismatch,
    title: 'Afspraak wijzigen of afzeggen',
    intro: 'Kunt u niet komen? Laat het ons uiterlijk 24 uur van tevoren weten.',
    sidemenu: true,
    content: (kit) => {
      const numbers = [
        kit.context.phones.register('general', '023 224 0100', 'Centraal afsprakenbureau'),
        kit.context.phones.register('general', '023 224 0110', 'Afsprakenbureau Hoofddorp'),
        kit.context.phones.register('general', '023 224 0120', 'Afsprakenbureau Haarlem Noord'),
      ];
      return [
        p('U kunt uw afspraak wijzigen of afzeggen in Mijn Spaarne Gasthuis of telefonisch bij de polikliniek.'),
        // Three numbers, two descriptions: the site shows nothing.
        phoneLookupBlock(
          'Bel het afsprakenbureau',
          numbers.map((number) => number.SharepointId),
          ['Centraal afsprakenbureau', 'Afsprakenbureau Hoofddorp'],
        ),
        p('Komt u zonder afmelding niet naar uw afspraak, dan kunnen wij kosten in rekening brengen.'),
      ];
    },
  },
  {
    route: AWKWARD_CASES.documentLinkWithoutTypeAndSize,
    title: 'Verwijzing',
    intro: 'Voor de meeste afspraken heeft u een verwijzing nodig.',
    sidemenu: true,
    content: (kit) => {
      const folder = [...kit.folders.values()].flat()[0]?.folder;
      return [
        p(
          'Uw huisarts, tandarts of verloskundige verwijst u digitaal naar ons door. Zonder verwijzing vergoedt uw zorgverzekeraar de zorg meestal niet.',
        ),
        care(kit, 1),
        ...(folder ? [EDITORIAL_SLIPS.documentLink(folder.Path, folder.DocumentTitle)] : []),
      ];
    },
  },
  {
    route: '/alles-over-uw-afspraak/bloedprikken',
    title: 'Bloedprikken',
    intro: 'Op al onze locaties kunt u bloed laten prikken, op afspraak.',
    sidemenu: true,
    content: (kit) => [
      p('Maak online een afspraak voor bloedafname. Neem het aanvraagformulier van uw arts mee.'),
      linksListBlock(
        'Prikposten',
        LOCATIONS.map((location) => ({ title: `Prikpost ${location.title}`, url: `/contact/${location.slug}` })),
      ),
      care(kit, 1),
    ],
  },
  {
    route: '/ik-wil-op-bezoek-komen',
    title: 'Ik wil op bezoek komen',
    intro: 'Bezoek doet patiënten goed. Houd wel rekening met de bezoektijden en huisregels.',
    header: 'restaurant-patio',
    content: () => [
      p(
        `Bekijk de ${a('/bezoektijden', 'bezoektijden')} per afdeling voordat u komt. Deelt u de link met familie? Gebruik dan ${a(`${SITE_HOST_URL}/ik-wil-op-bezoek-komen/bezoektijden`, 'www.spaarnegasthuis.nl/ik-wil-op-bezoek-komen/bezoektijden')}.`,
      ),
      relatedContentBlock('Nieuws voor bezoekers', 'tags', ['Patiëntenzorg', 'Vrienden']),
    ],
  },
  {
    route: '/ik-wil-op-bezoek-komen/bezoektijden',
    title: 'Bezoektijden',
    intro: 'De algemene bezoektijd is dagelijks van 15.00 tot 20.00 uur. Op sommige afdelingen gelden andere tijden.',
    header: 'restaurant-patio',
    absolute: true,
    content: () => [
      h2('Algemene bezoektijden'),
      p('Dagelijks van 15.00 tot 20.00 uur. Er mogen maximaal twee bezoekers tegelijk bij een patiënt.'),
      h2('Afwijkende bezoektijden'),
      ul([
        `${html.strong('Intensive Care:')} dagelijks van 11.00 tot 12.00 uur en van 15.00 tot 20.00 uur`,
        `${html.strong('Kinderafdeling:')} ouders altijd; overig bezoek van 15.00 tot 19.00 uur`,
        `${html.strong('Kraamafdeling:')} partner de hele dag; overig bezoek van 15.00 tot 17.00 uur en van 19.00 tot 20.00 uur`,
        `${html.strong('Psychiatrische afdeling (PAAZ):')} op werkdagen van 16.00 tot 20.00 uur`,
      ]),
      locationTimes(),
      ctaBlock(null, 'Zoekt u de bezoektijden van een bepaalde afdeling?', {
        title: 'Bekijk de verpleegafdelingen',
        url: '/verpleegafdelingen',
      }),
    ],
  },
  {
    route: '/ik-wil-op-bezoek-komen/bloemen-en-cadeaus',
    title: 'Bloemen en cadeaus',
    intro: 'Bloemen zijn welkom op de meeste afdelingen.',
    content: () => [
      p(
        'Op de Intensive Care en de hematologie-afdeling zijn bloemen en planten niet toegestaan vanwege het risico op infecties. In de winkel in de centrale hal koopt u een cadeautje.',
      ),
    ],
  },
  {
    route: '/ik-wil-op-bezoek-komen/overnachten-bij-uw-naaste',
    title: 'Overnachten bij uw naaste',
    intro: 'Wilt u dicht bij uw naaste blijven? Soms kunt u in het ziekenhuis overnachten.',
    content: (kit) => [
      p(
        'Op de kinderafdeling kan één ouder naast het bed van het kind slapen. Voor andere afdelingen overlegt u met de verpleging.',
      ),
      care(kit, 1),
    ],
  },
  {
    route: '/over-ons',
    title: 'Over ons',
    intro: 'Het Spaarne Gasthuis is een topklinisch opleidingsziekenhuis met ruim 5.000 medewerkers.',
    header: 'hoofdingang-haarlem-zuid',
    sidemenu: true,
    content: (kit) => [
      p(
        'Het Spaarne Gasthuis ontstond in 2015 uit een fusie van het Spaarne Ziekenhuis en het Kennemer Gasthuis. Wij zorgen voor ruim 500.000 inwoners van Zuid-Kennemerland en de Haarlemmermeer.',
      ),
      featuredContentBlock(
        'Wetenschappelijk onderzoek',
        'Onderzoek',
        'Onze specialisten doen onderzoek om de zorg van morgen beter te maken.',
        namedCard(kit.context, 'scan-beelden'),
        {
          title: 'Bekijk de onderzoeken',
          url: '/wetenschappelijke-onderzoeken',
        },
      ),
      newsTeaserBlock('Recent nieuws', [...recentNewsSlugs(kit, 2), MISSING_NEWS_SLUG]),
      gridPlainBlock(
        'Cijfers en verslagen',
        CMS_GENERATED_PAGES.map((page) => gridItem(page.title, page.route, null, null)),
      ),
    ],
  },
  {
    route: '/over-ons/organisatie',
    title: 'Organisatie',
    intro: 'Hoe het Spaarne Gasthuis is georganiseerd.',
    sidemenu: true,
    content: () => [
      p(
        'De raad van bestuur is eindverantwoordelijk voor het ziekenhuis. De raad van toezicht houdt toezicht op het bestuur. De cliëntenraad en de ondernemingsraad adviseren.',
      ),
      gridPlainBlock(null, [
        gridItem('Raad van bestuur', '/over-ons/organisatie/raad-van-bestuur', null, null),
        gridItem('Raad van toezicht', '/over-ons/organisatie/raad-van-toezicht', null, null),
        gridItem('Cliëntenraad', '/over-ons/organisatie/clientenraad', null, null),
      ]),
    ],
  },
  {
    route: '/over-ons/organisatie/raad-van-bestuur',
    title: 'Raad van bestuur',
    intro: 'De raad van bestuur bestaat uit drie leden.',
    sidemenu: true,
    content: (kit) => [
      peopleBlock('Leden', [
        person(kit, 'Annemiek van Rijn', 'bestuurssecretariaat@spaarnegasthuis.nl'),
        person(kit, 'Karim El Amrani', null),
        person(kit, 'Judith ter Horst', null),
      ]),
    ],
  },
  {
    route: '/over-ons/organisatie/raad-van-toezicht',
    title: 'Raad van toezicht',
    intro: 'De raad van toezicht houdt toezicht op het beleid van de raad van bestuur.',
    sidemenu: true,
    content: (kit) => [
      peopleBlock('Leden', [
        person(kit, 'Hans Brandsma', null, false),
        person(kit, 'Olga Kramer', null),
        person(kit, 'Ravi Sewnath', null),
        person(kit, 'Merel Goedhart', null, false),
      ]),
    ],
  },
  {
    route: AWKWARD_CASES.emptyPeople,
    title: 'Cliëntenraad',
    intro: 'De cliëntenraad behartigt de belangen van alle patiënten.',
    sidemenu: true,
    content: () => [
      p(
        'De cliëntenraad geeft gevraagd en ongevraagd advies aan de raad van bestuur. Op dit moment werven wij nieuwe leden.',
      ),
      peopleBlock('Leden van de cliëntenraad', []),
      p(`Interesse? Mail naar ${html.mail('clientenraad@spaarnegasthuis.nl')}.`),
    ],
  },
  {
    route: AWKWARD_CASES.mediaUnparsableVideo,
    title: 'Kwaliteit en veiligheid',
    intro: 'Wij werken elke dag aan veilige zorg van goede kwaliteit.',
    header: 'overleg-artsen',
    sidemenu: true,
    content: (kit) => [
      p(
        'Wij meten de kwaliteit van onze zorg en vergelijken die met andere ziekenhuizen. Incidenten melden en bespreken we, zodat we ervan leren.',
      ),
      mediaBlock(
        mediaValue({
          title: 'Veilig werken in de operatiekamer',
          videoUrl: VIDEO_URLS.unparsable,
          caption: 'Video: de time-out procedure',
        }),
      ),
      care(kit, 1),
    ],
  },
  {
    route: '/over-ons/kwaliteit-en-veiligheid/keurmerken',
    title: 'Keurmerken',
    intro: 'Onze keurmerken en accreditaties.',
    sidemenu: true,
    content: () => [
      ul([
        'Qmentum-accreditatie (sinds 2019)',
        'Keurmerk Borstkankerzorg',
        'Predicaat Seniorvriendelijk Ziekenhuis',
        'Keurmerk Kindvriendelijk Ziekenhuis',
      ]),
    ],
  },
  {
    route: AWKWARD_CASES.unsafeHtml,
    title: 'Voor de pers',
    intro: 'Bent u journalist? Neem contact op met onze woordvoerders.',
    header: 'hoofdingang-hoofddorp',
    sidemenu: true,
    content: (kit) => {
      for (const image of UNSAFE_HTML_IMAGES) kit.context.images.add(image.folder, image.name, 'card');
      return [
        p(
          'Onze woordvoerders zijn op werkdagen bereikbaar van 8.30 tot 17.00 uur. Buiten kantooruren belt u het persnummer.',
        ),
        UNSAFE_HTML,
        peopleBlock('Woordvoerders', [
          {
            name: 'Youssef Benali',
            email: 'pers@spaarnegasthuis.nl',
            phoneNumber: '023 224 0777',
            url: null,
            image: kit.context.images.block(
              PORTRAIT_FOLDERS.author,
              'youssef-benali',
              'portrait',
              'Portretfoto van Youssef Benali',
            ),
          },
          { name: 'Marieke Schouten', email: 'pers@spaarnegasthuis.nl', phoneNumber: null, url: null, image: null },
        ]),
      ];
    },
  },
  {
    route: AWKWARD_CASES.mediaVimeo,
    title: 'Leerhuis',
    intro: 'In het Leerhuis leiden wij de zorgprofessionals van morgen op.',
    header: 'studenten-leerhuis',
    sidemenu: true,
    content: (kit) => [
      p(
        'Jaarlijks lopen ruim 1.000 studenten stage in het Spaarne Gasthuis. In het Leerhuis volgen medewerkers trainingen en scholingen.',
      ),
      mediaBlock(
        mediaValue({
          title: 'Een dag in het Leerhuis',
          videoUrl: VIDEO_URLS.vimeo,
          caption: 'Studenten vertellen over hun opleiding.',
          displayOption: 'full',
        }),
      ),
      ctaWithImageBlock(
        'Werken en leren',
        'Bekijk onze opleidingen en vacatures.',
        { title: 'Naar werkenbij', url: 'https://werkenbij.spaarnegasthuis.nl/opleidingen' },
        namedCard(kit.context, 'fietsen-naar-werk'),
      ),
    ],
  },
  {
    route: AWKWARD_CASES.externalForm,
    title: 'Klachten en complimenten',
    intro: 'Bent u ontevreden of juist heel tevreden? Laat het ons weten.',
    sidemenu: true,
    content: () => [
      p(
        'Wij horen graag wat u van onze zorg vindt. Bent u ergens niet tevreden over, bespreek het dan eerst met de betrokken zorgverlener. Komt u er samen niet uit, dan helpt de klachtenfunctionaris u verder.',
      ),
      externalFormBlock(
        'Klacht of compliment doorgeven',
        'klachten-2026',
        'Formulier klachten en complimenten',
        'Formulier',
        'Vul het formulier in. Wij nemen binnen vijf werkdagen contact met u op.',
      ),
      linksListBlock(null, [{ title: 'Klachtenregeling', url: '/over-ons/klachten-en-complimenten/klachtenregeling' }]),
    ],
  },
  {
    route: '/over-ons/klachten-en-complimenten/klachtenregeling',
    title: 'Klachtenregeling',
    intro: 'Hoe wij met uw klacht omgaan.',
    sidemenu: true,
    content: () => [
      p(
        'Wij handelen klachten af volgens de Wet kwaliteit, klachten en geschillen zorg (Wkkgz). U krijgt binnen zes weken een schriftelijk oordeel.',
      ),
    ],
  },
  {
    route: AWKWARD_CASES.carousel2Items,
    title: 'Duurzaamheid',
    intro: 'Op weg naar een duurzaam ziekenhuis.',
    header: 'zonnepanelen-dak',
    sidemenu: true,
    content: (kit) => [
      p(
        'De zorg is verantwoordelijk voor ruim 7 procent van de CO₂-uitstoot in Nederland. Wij willen in 2030 de helft minder uitstoten.',
      ),
      carouselBlock('Duurzame projecten', [
        teaserCard(
          'Zonnepanelen in Hoofddorp',
          '/over-ons/duurzaamheid',
          'Ruim 2.000 panelen op het dak.',
          namedCard(kit.context, 'fietsen-naar-werk'),
        ),
        teaserCard(
          'Minder wegwerpmateriaal',
          '/over-ons/duurzaamheid',
          'Herbruikbare operatiejassen.',
          namedCard(kit.context, 'teamoverleg'),
        ),
      ]),
    ],
  },
  {
    route: AWKWARD_CASES.unknownBlockKind,
    title: 'Innovatie',
    intro: 'Nieuwe technologie in dienst van de patiënt.',
    header: 'onderzoek-microscoop',
    sidemenu: true,
    content: (kit) => [
      p('Van thuismonitoring tot operatierobot: wij zetten nieuwe technologie in waar die de patiënt echt helpt.'),
      hologramBlock(),
      textWithImageBlock(
        'Thuismonitoring',
        p('Ruim 1.200 patiënten meten thuis hun bloeddruk, gewicht of zuurstof.'),
        namedCard(kit.context, 'diabetes-meter'),
        'left',
      ),
    ],
  },
  {
    route: AWKWARD_CASES.invalidBlockJson,
    title: 'Jaarverslagen',
    intro: 'Verantwoording over het afgelopen jaar.',
    sidemenu: true,
    content: () => [
      p('In het jaarverslag leest u wat wij het afgelopen jaar hebben bereikt en waar wij staan.'),
      invalidJsonBlock(),
      p(`Oudere jaarverslagen: ${a(BROKEN_LINKS[0]?.to ?? '/over-ons', 'jaarverslag 2019')}.`),
    ],
  },
  {
    route: AWKWARD_CASES.imageWithoutAlt,
    title: 'Geschiedenis',
    intro: 'Van gasthuis in de middeleeuwen tot topklinisch ziekenhuis.',
    sidemenu: true,
    content: (kit) => [
      p('Het Spaarne Gasthuis heeft wortels die teruggaan tot de gasthuizen van Haarlem in de vijftiende eeuw.'),
      mediaBlock(
        mediaValue({
          image: namedCard(kit.context, 'kunst-in-de-hal'),
          caption: 'Kunst in de centrale hal',
          source: 'Foto: Noord-Hollands Archief',
          displayOption: 'full',
        }),
      ),
      EDITORIAL_SLIPS.imageWithoutAlt(kit.context.images.add('cards', 'kunst-in-de-hal', 'card')),
    ],
  },
  {
    route: AWKWARD_CASES.emptyLinksList,
    title: 'Huisartsen en verwijzers',
    intro: 'Informatie voor huisartsen, verloskundigen en andere verwijzers.',
    sidemenu: true,
    content: () => [
      p('Via Zorgdomein verwijst u uw patiënten digitaal. Voor overleg met een specialist belt u de specialistenlijn.'),
      linksListBlock('Downloads', []),
      linksListBlock('Lees verder', [
        { title: 'Verwijzen', url: '/huisartsen-en-verwijzers/verwijzen' },
        { title: 'Laboratoriumaanvragen', url: '/huisartsen-en-verwijzers/laboratoriumaanvragen' },
      ]),
    ],
  },
  {
    route: '/huisartsen-en-verwijzers/verwijzen',
    title: 'Verwijzen',
    intro: 'Zo verwijst u een patiënt naar het Spaarne Gasthuis.',
    sidemenu: true,
    content: (kit) => [
      p('Verwijzen gaat via Zorgdomein. Bij spoed belt u de dienstdoende specialist via de specialistenlijn.'),
      care(kit, 1),
    ],
  },
  {
    route: '/huisartsen-en-verwijzers/laboratoriumaanvragen',
    title: 'Laboratoriumaanvragen',
    intro: 'Aanvragen voor het laboratorium.',
    sidemenu: true,
    content: (kit) => [
      p(
        `Laboratoriumaanvragen doet u elektronisch. Meer over het laboratorium leest u op de pagina van het ${a(unit(kit, 'department:klinisch-chemisch-laboratorium').route, 'Klinisch chemisch laboratorium')}.`,
      ),
    ],
  },
  {
    route: '/onderzoeken-en-behandelingen',
    title: 'Onderzoeken en behandelingen',
    intro: 'Uitleg over onderzoeken en behandelingen in het Spaarne Gasthuis, van A tot Z.',
    header: 'echo-onderzoek',
    sidemenu: true,
    content: (kit) => [
      p('Moet u een onderzoek of behandeling ondergaan? Hier leest u wat u kunt verwachten en hoe u zich voorbereidt.'),
      care(kit, 1),
    ],
  },
  {
    route: '/aandoeningen',
    title: 'Aandoeningen',
    intro: 'Informatie over aandoeningen die wij behandelen.',
    header: 'arts-in-gesprek',
    sidemenu: true,
    content: (kit) => [
      p('Hier vindt u uitleg over veelvoorkomende aandoeningen en over de behandeling in het Spaarne Gasthuis.'),
      care(kit, 1),
    ],
  },
  {
    route: '/colofon',
    title: 'Colofon',
    intro: 'Over deze website.',
    content: () => [
      p(
        'Deze website is een uitgave van het Spaarne Gasthuis, Boerhaavelaan 22, 2035 RC Haarlem. Redactie: afdeling Communicatie.',
      ),
      p(
        `Lees ook onze ${a('/toegankelijkheid', 'toegankelijkheidsverklaring')} en onze ${a('/privacyverklaring', 'privacyverklaring')}.`,
      ),
    ],
  },
  {
    route: '/disclaimer',
    title: 'Disclaimer',
    intro: 'Aan de informatie op deze website kunt u geen rechten ontlenen.',
    content: () => [
      p(
        'Wij besteden veel zorg aan de juistheid van de informatie op deze website. Toch kan het voorkomen dat informatie onvolledig of onjuist is. Raadpleeg bij twijfel altijd uw arts.',
      ),
    ],
  },
  {
    route: '/cookieverklaring',
    title: 'Cookieverklaring',
    intro: 'Welke cookies wij gebruiken en waarom.',
    content: () => [
      p(
        'Wij gebruiken functionele en analytische cookies om de website goed te laten werken. Video- en trackingcookies plaatsen wij alleen met uw toestemming.',
      ),
      ul([
        'Functionele cookies: nodig om de website te laten werken',
        'Analytische cookies: anoniem bezoekersstatistieken bijhouden',
        'Videocookies: video’s van YouTube en Vimeo afspelen',
        'Trackingcookies: advertenties en beoordelingen afstemmen',
      ]),
    ],
  },
  {
    route: '/privacyverklaring',
    title: 'Privacyverklaring',
    intro: 'Hoe wij omgaan met uw persoonsgegevens.',
    content: () => [
      p(
        'Het Spaarne Gasthuis verwerkt persoonsgegevens volgens de Algemene verordening gegevensbescherming (AVG). Vragen? Mail de functionaris gegevensbescherming via privacy@spaarnegasthuis.nl.',
      ),
    ],
  },
  {
    route: '/toegankelijkheid',
    title: 'Toegankelijkheid',
    intro: 'Wij willen dat iedereen deze website kan gebruiken.',
    // The model statement of digitoegankelijk.nl; the site adds the release date and the automated results.
    content: () => [
      p(
        'Het Spaarne Gasthuis wil dat iedereen deze website kan gebruiken. Deze verklaring volgt het model van digitoegankelijk.nl.',
      ),
      h2('Status'),
      p(
        'Status B: deze website voldoet gedeeltelijk aan de eisen van WCAG 2.2 op niveau AA (EN 301 549). Hieronder staat wat nog niet voldoet en wanneer wij dat oplossen.',
      ),
      h2('Datum'),
      p('Deze verklaring is ondertekend op 1 oktober 2026 door de raad van bestuur.'),
      h2('Reikwijdte'),
      p(
        'Deze verklaring geldt voor www.spaarnegasthuis.nl, in het Nederlands en het Engels. Niet voor Mijn Spaarne Gasthuis en niet voor het formulier van onze externe formulierendienst.',
      ),
      h2('Onderzoek'),
      p(
        'Op 15 september 2026 heeft een onafhankelijke inspecteur een steekproef van de website handmatig onderzocht volgens de WCAG-EM-methode. Bij elke publicatie controleert de website zichzelf ook automatisch; de uitkomst staat onderaan deze pagina.',
      ),
      h2('Bekende problemen en geplande oplossingen'),
      ul([
        'Sommige oudere patiëntenfolders (PDF) zijn niet toegankelijk. Wij vervangen ze door webpagina’s vóór 1 juli 2027.',
        'Video’s van derden hebben niet altijd ondertitels. Wij voegen ondertitels toe vóór 1 april 2027.',
      ]),
      h2('Feedback en contact'),
      p(
        `Loopt u ergens tegenaan? Mail ons via ${html.mail('webredactie@spaarnegasthuis.nl')} of bel ${html.tel(MAIN_PHONE_NUMBER)}. U krijgt binnen 5 werkdagen antwoord.`,
      ),
      h2('Nationale Ombudsman'),
      p(
        `Bent u niet tevreden met ons antwoord? Dan kunt u een klacht indienen bij de ${a('https://www.nationaleombudsman.nl', 'Nationale Ombudsman')}.`,
      ),
    ],
  },
  {
    route: AWKWARD_CASES.mediaYoutube,
    title: 'Bevallen in het Spaarne Gasthuis',
    intro: 'Bevallen in een huiselijke kamer, met de zorg van het ziekenhuis dichtbij.',
    header: 'verloskamer',
    under: 'centrum:moeder-en-kindcentrum',
    sidemenu: true,
    content: (kit) => [
      p(
        'U kunt bij ons bevallen met uw eigen verloskundige (poliklinische bevalling) of onder begeleiding van het ziekenhuisteam (medische bevalling).',
      ),
      mediaBlock(
        mediaValue({
          title: 'Rondleiding verloskamers',
          videoUrl: VIDEO_URLS.youtube,
          caption: 'Kijk alvast rond in onze verloskamers.',
          image: namedCard(kit.context, 'video-rondleiding'),
        }),
      ),
      locationExpandableBlock(kit),
    ],
  },
  {
    route: `${AWKWARD_CASES.mediaYoutube}/pijnbestrijding-tijdens-de-bevalling`,
    title: 'Pijnbestrijding tijdens de bevalling',
    intro: 'Welke mogelijkheden zijn er om de pijn te verlichten?',
    under: 'centrum:moeder-en-kindcentrum',
    sidemenu: true,
    content: (kit) => [
      p(
        'Een ruggenprik (epidurale analgesie) is dag en nacht mogelijk. Andere mogelijkheden zijn een pompje met remifentanil of lachgas.',
      ),
      care(kit, 1),
    ],
  },
  {
    route: '/afdelingen-en-centra/hartcentrum/cardiologie/hartfilmpje-laten-maken',
    title: 'Hartfilmpje laten maken',
    intro: 'Een hartfilmpje (ecg) laat de elektrische activiteit van uw hart zien.',
    under: 'department:cardiologie',
    content: (kit) => [
      p('Voor een hartfilmpje hoeft u niet nuchter te zijn. Het onderzoek duurt ongeveer tien minuten.'),
      textWithImageBlock(
        null,
        p('U krijgt plakkers op uw borst, armen en benen.'),
        namedCard(kit.context, 'pleister-op-arm'),
        'left',
      ),
    ],
  },
  {
    route: '/afdelingen-en-centra/spoedeisende-hulp/wanneer-naar-de-seh',
    title: 'Wanneer gaat u naar de Spoedeisende Hulp?',
    intro: 'Bel bij spoed eerst uw huisarts of de huisartsenpost. Bij levensgevaar belt u 112.',
    under: 'department:spoedeisende-hulp',
    content: () => [
      p(
        `De Spoedeisende Hulp is voor ernstige, acute klachten. Met minder dringende klachten helpt de ${a('/contact/huisartsenpost', 'huisartsenpost')} u sneller.`,
      ),
    ],
  },
  {
    route: '/contact/contactformulier',
    title: 'Contactformulier',
    intro: 'Stel uw vraag via het contactformulier.',
    content: () => [
      p(
        'Stel geen medische vragen via dit formulier; die beantwoordt uw behandelaar via Mijn Spaarne Gasthuis. Wij reageren binnen drie werkdagen.',
      ),
    ],
  },
  {
    route: '/contact/patientenservice',
    title: 'Patiëntenservice',
    intro: 'Voor vragen, tips en hulp bij het vinden van de juiste afdeling.',
    content: () => [
      p(`Patiëntenservice is op werkdagen bereikbaar van 8.00 tot 17.00 uur via ${html.tel('023 224 1100')}.`),
      p(`Liever schrijven? Stel uw vraag via het ${a('/contact/contactformulier', 'contactformulier')}.`),
    ],
  },
  {
    route: '/contact/huisartsenpost',
    title: 'Huisartsenpost',
    intro: 'Buiten kantooruren kunt u voor dringende zorg terecht bij de huisartsenpost.',
    content: () => [
      p(
        `Bel altijd eerst: ${html.tel('0900 - 0880')}. De huisartsenpost zit naast de Spoedeisende Hulp in Haarlem Zuid en Hoofddorp.`,
      ),
    ],
  },
  {
    route: '/griepprik-en-vaccinaties',
    title: 'Griepprik en vaccinaties',
    intro: 'Heeft u een verhoogd risico? Dan krijgt u een uitnodiging voor de griepprik.',
    absolute: true,
    content: (kit) => [
      p(
        'Patiënten met een verminderde weerstand krijgen de griepprik soms via het ziekenhuis. U ontvangt dan een uitnodiging.',
      ),
      care(kit, 1),
    ],
  },
];

function locationTimes(): ContentPart {
  return expandableBlock(
    'Bezoektijden per locatie',
    LOCATIONS.filter((location) => location.visitingTimes).map((location) => ({
      title: `Spaarne Gasthuis ${location.title}`,
      subtitle: null,
      icon: 'clock',
      text: p(location.visitingTimes ?? ''),
      blocks: [nested.links([{ title: `Alles over ${location.title}`, url: `/contact/${location.slug}` }])],
    })),
  );
}

function locationExpandableBlock(kit: DutchKit): ContentPart {
  return {
    kind: 'locationExpandable',
    value: { title: 'Waar vindt u ons?', forPage: 'subcentrum', slug: unit(kit, 'subcentrum:geboortecentrum').slug },
  };
}

/**
 * Pages the CMS generates itself ('Gegenereerde pagina'): routed at their own path, as
 * given in Path (one of them two segments deep, under a general page it is not a child of), linked
 * from 'Over ons'.
 */
const CMS_GENERATED_PAGES = [
  {
    route: '/jaarverslag-2025',
    title: 'Jaarverslag 2025',
    text: 'Het jaarverslag 2025 in cijfers: opnames, polikliniekbezoeken, operaties en de tevredenheid van onze patiënten.',
  },
  {
    route: '/over-ons/kwaliteitscijfers',
    title: 'Kwaliteitscijfers',
    text: 'De kwaliteitsindicatoren die wij jaarlijks aanleveren, per specialisme bijgewerkt.',
  },
] as const;

export function buildCmsGeneratedPages(): WorldPage[] {
  const nextId = idSequence(ID_BASE.cmsGeneratedPage);
  return CMS_GENERATED_PAGES.map((spec) => {
    const id = nextId();
    return makePage({
      route: spec.route,
      ContentType: 'Gegenereerde pagina',
      SharepointId: id,
      Language: { Code: 'nl' },
      Title: spec.title,
      Path: spec.route,
      HeaderDescription: spec.text,
      TeaserDescription: spec.text,
      Content: assembleContent(id, [p(spec.text)]),
    });
  });
}

export function buildDutchPages(kit: DutchKit, registry: GeneralRegistry): WorldPage[] {
  const nextId = idSequence(ID_BASE.generalPage);
  return DUTCH_PAGES.map((spec) =>
    generalPage(registry, {
      route: spec.route,
      sharepointId: nextId(),
      title: spec.title,
      intro: spec.intro,
      content: spec.content(kit),
      headerImage: headerImage(kit.context, kit.random, spec.header),
      sidemenu: spec.sidemenu,
      absolute: spec.absolute,
      metaTitle: spec.meta ?? null,
      headerLink: spec.link ?? null,
      organisation: spec.under ? unit(kit, spec.under) : null,
    }),
  );
}
