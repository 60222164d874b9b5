/**
 * The friends section ('Vrienden pagina', route /vrienden/{slug}): the eight pages of the friends
 * menu, hand-written and fixed at every scale.
 */
import type { WorldPage } from '../../world/types.ts';
import {
  assembleContent,
  carouselBlock,
  ctaBlock,
  ctaWithImageBlock,
  expandableBlock,
  featuredContentBlock,
  gridImageBlock,
  linksListBlock,
  peopleBlock,
  quoteBlock,
  quoteWithImageBlock,
  textWithImageBlock,
  type ContentPart,
} from './blocks.ts';
import { AWKWARD_CASES } from './awkward.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { gridItem, headerImage, namedCard, teaserCard } from './content-kit.ts';
import { PORTRAIT_FOLDERS } from './images.ts';
import { makePage } from './page.ts';
import { html } from './text.ts';

const { p, ul } = html;
const DONATE = { title: 'Doneer en word Vriend van het Spaarne Gasthuis', url: '/vrienden/donatie' };

type FriendsPage = {
  slug: string;
  title: string;
  intro: string;
  header: string;
  content: (context: WorldContext) => ContentPart[];
};

export const FRIENDS_PAGES: readonly FriendsPage[] = [
  {
    slug: 'kom-in-actie',
    title: 'Kom in actie',
    intro: 'Organiseer een sponsorloop, een veiling of een taartenactie voor de patiënten van het Spaarne Gasthuis.',
    header: 'vrijwilliger-ontvangst',
    content: (context) => [
      p(
        'Met uw actie maakt u extra’s mogelijk die niet uit het gewone zorgbudget worden betaald. Wij helpen u graag op weg met posters, collectebussen en een eigen actiepagina.',
      ),
      gridImageBlock('Ideeën voor uw actie', [
        gridItem(
          'Sponsorloop',
          '/vrienden/contactgegevens',
          'Loop, fiets of zwem voor een project.',
          namedCard(context, 'wandelen-buiten'),
          'Sport',
        ),
        gridItem(
          'Verjaardag of jubileum',
          '/vrienden/donatie',
          'Vraag een gift in plaats van een cadeau.',
          namedCard(context, 'koffie-met-bezoek'),
          'Feest',
        ),
        gridItem(
          'Bedrijfsactie',
          '/vrienden/word-bedrijfsvriend',
          'Zet uw collega’s in beweging.',
          namedCard(context, 'teamoverleg'),
          'Bedrijf',
        ),
      ]),
      ctaBlock(null, 'Heeft u een idee? Laat het ons weten.', {
        title: 'Neem contact op',
        url: '/vrienden/contactgegevens',
      }),
    ],
  },
  {
    slug: 'shop',
    title: 'Shop',
    intro: 'Koop een cadeau en steun de Vrienden.',
    header: 'receptie-hal',
    content: (context) => [
      textWithImageBlock(
        'De Vriendenshop',
        p(
          'In de winkel in de centrale hal van Haarlem Zuid en in onze webshop verkopen vrijwilligers cadeaus, kaarten en knuffels. De opbrengst gaat volledig naar de projecten.',
        ),
        namedCard(context, 'knuffelbeer-kinderpoli'),
        'left',
      ),
      linksListBlock('In de webshop', [
        { title: 'Knuffelbeer Spaarne', url: 'https://shop.vriendenspaarnegasthuis.nl/knuffelbeer' },
        { title: 'Wenskaarten (set van 10)', url: 'https://shop.vriendenspaarnegasthuis.nl/wenskaarten' },
        { title: 'Cadeaubon', url: 'https://shop.vriendenspaarnegasthuis.nl/cadeaubon' },
      ]),
    ],
  },
  {
    slug: 'word-bedrijfsvriend',
    title: 'Word bedrijfsvriend',
    intro: 'Maatschappelijk betrokken ondernemen in uw eigen regio.',
    header: 'bestuur-vergadering',
    content: (context) => [
      p(
        'Als bedrijfsvriend steunt u een project naar keuze en laat u zien dat uw bedrijf betrokken is bij de zorg in de regio. Vanaf € 500 per jaar bent u bedrijfsvriend.',
      ),
      ctaWithImageBlock(
        'Bedrijfsvriend worden',
        'Wij maken graag kennis.',
        { title: 'Plan een gesprek', url: '/vrienden/contactgegevens' },
        namedCard(context, 'vrienden-cheque'),
      ),
      quoteBlock(
        'Wij wonen en werken hier. Dan wil je ook iets terugdoen voor het ziekenhuis.',
        'Kees Post',
        'Directeur Post Installatietechniek, Heemstede',
      ),
    ],
  },
  {
    slug: 'nalatenschap',
    title: 'Nalatenschap',
    intro: 'Het Spaarne Gasthuis blijvend steunen via uw testament.',
    header: 'wandelpad-park',
    content: (context) => [
      p(
        'De Stichting Vrienden van het Spaarne Gasthuis is een ANBI. Daardoor betaalt de stichting geen erfbelasting over uw nalatenschap: uw gift komt volledig ten goede aan de patiënten.',
      ),
      quoteWithImageBlock(
        'Mijn vrouw is hier zo goed verzorgd. Dat wil ik graag doorgeven.',
        'Meneer Van Zanten',
        'Schonk een legaat aan de Vrienden',
        namedCard(context, 'belevingstuin'),
      ),
      expandableBlock('Veelgestelde vragen', [
        {
          title: 'Wat is een legaat?',
          subtitle: null,
          icon: null,
          text: p('Een legaat is een bepaald bedrag of goed dat u in uw testament aan de stichting nalaat.'),
          blocks: [],
        },
        {
          title: 'Moet ik naar de notaris?',
          subtitle: null,
          icon: null,
          text: p('Ja, een testament laat u altijd opstellen door een notaris.'),
          blocks: [],
        },
      ]),
    ],
  },
  {
    slug: 'projecten',
    title: 'Projecten',
    intro: 'Hier gaat uw gift naartoe.',
    header: 'kinderafdeling-speelhoek',
    content: (context) => [
      p(
        'De Vrienden steunen projecten die het verblijf in het ziekenhuis prettiger maken: voor kinderen, ouderen en iedereen die lang moet blijven.',
      ),
      carouselBlock('Onze projecten', [
        teaserCard(
          'Belevingstuin',
          '/vrienden/projecten',
          'Een tuin voor patiënten en hun bezoek.',
          namedCard(context, 'belevingstuin'),
        ),
        teaserCard('Duofiets', '/vrienden/projecten', 'Samen naar buiten op de fiets.', namedCard(context, 'duofiets')),
        teaserCard(
          'Muziek op de afdeling',
          '/vrienden/projecten',
          'Livemuziek aan het bed.',
          namedCard(context, 'muziek-op-de-afdeling'),
        ),
        teaserCard(
          'Knuffels voor de kinderpoli',
          '/vrienden/shop',
          'Troost bij een spannend onderzoek.',
          namedCard(context, 'knuffelbeer-kinderpoli'),
        ),
        teaserCard(
          'Ouderen in beweging',
          '/vrienden/projecten',
          'Beweegprogramma op de geriatrie.',
          namedCard(context, 'ouderen-bewegen'),
        ),
        teaserCard(
          'Kunst in de hal',
          '/vrienden/projecten',
          'Kunst die rust geeft.',
          namedCard(context, 'kunst-in-de-hal'),
        ),
        teaserCard(
          'Rolstoelen voor de tuin',
          '/vrienden/projecten',
          'Iedereen naar buiten.',
          namedCard(context, 'rolstoel-tuin'),
        ),
        teaserCard(
          'Voorleesvrijwilligers',
          '/patienten-en-bezoekers/vrijwilligers',
          'Voorlezen op de kinderafdeling.',
          namedCard(context, 'vrijwilliger-bibliotheek'),
        ),
      ]),
      ctaBlock(null, 'Steun een project', DONATE),
    ],
  },
  {
    slug: 'over-ons',
    title: 'Over ons',
    intro: 'De Stichting Vrienden van het Spaarne Gasthuis bestaat sinds 1998.',
    header: 'vrijwilliger-ontvangst',
    content: (context) => [
      p(
        'De stichting wordt gedragen door ruim 3.000 donateurs, 60 bedrijfsvrienden en een enthousiast team van vrijwilligers.',
      ),
      featuredContentBlock(
        'Jaarverslag',
        'Verantwoording',
        'Lees wat wij het afgelopen jaar met uw steun hebben gedaan.',
        namedCard(context, 'kerncijfers'),
        {
          title: 'Jaarverslagen',
          url: '/over-ons/jaarverslagen',
        },
      ),
      peopleBlock('Bestuur', [
        {
          name: 'Ingrid Blom',
          email: null,
          phoneNumber: null,
          url: null,
          image: context.images.block(
            PORTRAIT_FOLDERS.person,
            'ingrid-blom',
            'portrait',
            'Portretfoto van Ingrid Blom',
          ),
        },
        { name: 'Rachid Bouzid', email: null, phoneNumber: null, url: null, image: null },
      ]),
    ],
  },
  {
    slug: 'contactgegevens',
    title: 'Contactgegevens',
    intro: 'Zo bereikt u de Vrienden van het Spaarne Gasthuis.',
    header: 'receptie-hal',
    content: () => [
      p('Stichting Vrienden van het Spaarne Gasthuis<br>Postbus 417<br>2000 AK Haarlem'),
      ul([`IBAN: NL12 RABO 0123 4567 89`, `KvK: 41225678`, `E-mail: ${html.mail('vrienden@spaarnegasthuis.nl')}`]),
      peopleBlock('Aanspreekpunten', [
        {
          name: 'Femke Hermans',
          email: 'vrienden@spaarnegasthuis.nl',
          phoneNumber: '023 224 0990',
          url: null,
          image: null,
        },
        {
          name: 'Bas Kuipers',
          email: 'bedrijfsvrienden@spaarnegasthuis.nl',
          phoneNumber: null,
          url: '/vrienden/word-bedrijfsvriend',
          image: null,
        },
      ]),
    ],
  },
  {
    slug: 'donatie',
    title: 'Doneren',
    intro: 'Met een eenmalige of periodieke gift maakt u het verschil.',
    header: 'vrijwilliger-ontvangst',
    content: (context) => [
      p(
        'U kunt eenmalig doneren of Vriend worden met een vast bedrag per jaar. Vrienden ontvangen twee keer per jaar ons magazine.',
      ),
      ctaWithImageBlock(
        'Direct doneren',
        'Doneer veilig met iDEAL.',
        { title: 'Doneer nu', url: 'https://www.vriendenspaarnegasthuis.nl/doneren' },
        namedCard(context, 'vrienden-cheque'),
      ),
    ],
  },
];

export const FRIENDS_ROUTES: readonly string[] = FRIENDS_PAGES.map((page) => `${SECTION.friends}/${page.slug}`);

export function buildFriendsPages(context: WorldContext): WorldPage[] {
  const random = context.random('friends');
  const nextId = idSequence(ID_BASE.friendsPage);
  if (!FRIENDS_ROUTES.includes(AWKWARD_CASES.carousel8Items))
    throw new Error('The 8-item carousel must be on a friends page');
  return FRIENDS_PAGES.map((spec) => {
    const id = nextId();
    return makePage({
      route: `${SECTION.friends}/${spec.slug}`,
      ContentType: 'Vrienden pagina',
      SharepointId: id,
      Title: spec.title,
      Path: `/${spec.slug}`,
      HeaderDescription: spec.intro,
      HeaderImage: headerImage(context, random, spec.header),
      HeaderLink: spec.slug === 'donatie' ? null : { Title: DONATE.title, Url: DONATE.url },
      TeaserDescription: spec.intro,
      Content: assembleContent(id, spec.content(context)),
    });
  });
}
