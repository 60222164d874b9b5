/**
 * The awkward cases, on purpose: each lives on a fixed page (the same at every scale and seed) so
 * tests of the site can find it. `AWKWARD_CASES` maps a case to the route of its page; the builders
 * below write the odd content itself.
 */
import { ORPHAN_DEPARTMENT_SLUG } from './organisation-catalogue.ts';
import { rawBlock, type RawBlock } from './blocks.ts';
import { DIACRITICS_SPECIALIST_ROUTE, LONG_NAME_SPECIALIST_ROUTE } from './specialists.ts';

export const AWKWARD_CASES = {
  /** A carousel with 2 items (the site shows nothing). */
  carousel2Items: '/over-ons/duurzaamheid',
  /** A carousel with 5 items (the site doubles the list). */
  carousel5Items: '/patienten-en-bezoekers',
  /** A carousel with 8 items. */
  carousel8Items: '/vrienden/projecten',
  /** A specialist block whose filter (sub-department Slaapcentrum) matches exactly 3 specialists. */
  specialistBlock3Matches: '/afdelingen-en-centra/longcentrum/longgeneeskunde/slaapcentrum',
  /** A specialist block whose filter (department Dermatologie) matches exactly 12 specialists. */
  specialistBlock12Matches: '/afdelingen-en-centra/dermatologie',
  /** A phoneLookup block with 3 ids and 2 descriptions (the site shows nothing). */
  phoneLookupCountMismatch: '/alles-over-uw-afspraak/afspraak-wijzigen-of-afzeggen',
  /** grid_blocks_centra with 2 items (renders only with exactly 3). */
  gridCentra2Items: '/afdelingen-en-centra/oogcentrum',
  /** grid_blocks_centra with 3 items. */
  gridCentra3Items: '/afdelingen-en-centra/maag-darm-en-levercentrum',
  /** A block of a kind the site does not know (`hologram`). */
  unknownBlockKind: '/over-ons/innovatie',
  /** A block whose JSON does not parse. */
  invalidBlockJson: '/over-ons/jaarverslagen',
  /** Rich text with inline style attributes, a <script>, an onerror handler and a javascript: link. */
  unsafeHtml: '/over-ons/voor-de-pers',
  /** A page title longer than 120 characters. */
  longPageTitle: '/patienten-en-bezoekers/rechten-en-plichten/wet-op-de-geneeskundige-behandelingsovereenkomst',
  /** A block title longer than 120 characters. */
  longBlockTitle: '/patienten-en-bezoekers/kosten-en-vergoedingen',
  /** Diacritics in a specialist's name (Ayşe Özdemir). */
  diacriticsInName: DIACRITICS_SPECIALIST_ROUTE,
  /** Diacritics in a page title (Diëtetiek). */
  diacriticsInTitle: '/afdelingen-en-centra/dietetiek',
  /** A very long specialist name. */
  longSpecialistName: LONG_NAME_SPECIALIST_ROUTE,
  /** A links_list block without links. */
  emptyLinksList: '/huisartsen-en-verwijzers',
  /** A people block without people. */
  emptyPeople: '/over-ons/organisatie/clientenraad',
  /** A media block with a YouTube URL. */
  mediaYoutube: '/afdelingen-en-centra/moeder-en-kindcentrum/bevallen',
  /** A media block with a Vimeo URL. */
  mediaVimeo: '/over-ons/leerhuis',
  /** A media block with a direct .mp4 file. */
  mediaMp4: '/patienten-en-bezoekers/opname-in-het-ziekenhuis',
  /** A media block whose video URL cannot be parsed ('Unable to load video.'). */
  mediaUnparsableVideo: '/over-ons/kwaliteit-en-veiligheid',
  /** A newsTeaser block whose slugs include one that does not exist. */
  newsTeaserMissingSlug: '/over-ons',
  /** relatedContent by department. */
  relatedContentDepartment: '/afdelingen-en-centra/hartcentrum/cardiologie',
  /** relatedContent by specialist. */
  relatedContentSpecialist: LONG_NAME_SPECIALIST_ROUTE,
  /** relatedContent by tags. */
  relatedContentTags: '/ik-wil-op-bezoek-komen',
  /** waitingTimes block for a department. */
  waitingTimesDepartment: '/afdelingen-en-centra/hartcentrum/cardiologie',
  /** waitingTimes block for a centre. */
  waitingTimesCentrum: '/afdelingen-en-centra/hartcentrum',
  /** The only bmi block. */
  bmi: '/afdelingen-en-centra/maag-darm-en-levercentrum/obesitascentrum',
  /** The only external_form block. */
  externalForm: '/over-ons/klachten-en-complimenten',
  /** A header block (the site ignores it). */
  headerBlock: '/alles-over-uw-afspraak',
  /** A link to a redirect source instead of its target. */
  linkToRedirectSource: '/ik-wil-op-bezoek-komen',
  /** An absolute link to the site's own host (opens as a plain link). */
  sameHostAbsoluteLink: '/ik-wil-op-bezoek-komen',
  /** An internal link that leads nowhere (see BROKEN_LINKS). */
  brokenInternalLink: '/over-ons/jaarverslagen',
  /** The department whose parent centre does not exist (the API answers 404 for it). */
  departmentWithoutCentre: `/afdelingen-en-centra/bekkenbodemcentrum/${ORPHAN_DEPARTMENT_SLUG}`,
  /** The location with the ward that has no department. */
  wardWithoutDepartment: '/contact/haarlem-zuid',
  /** Content checks for editors: a vague link text ("Lees meer"). */
  vagueLinkText: '/patienten-en-bezoekers/tolken',
  /** Content checks for editors: a vague link text on an English page ("click here"). */
  vagueLinkTextEnglish: '/en/to-the-outpatient-department/preparing-for-your-appointment',
  /** Content checks for editors: an image in the text with an empty alt. */
  imageWithoutAlt: '/over-ons/geschiedenis',
  /** Content checks for editors: a link to a patient folder's PDF without type and size. */
  documentLinkWithoutTypeAndSize: '/alles-over-uw-afspraak/verwijzing',
  /**
   * Content checks for editors: the draft with a slip of every kind, a skipped heading level among
   * them (only in a draft: on a published page axe's heading-order rule would fail the site).
   */
  contentChecksDraft: '/patienten-en-bezoekers/nieuwe-huisregels',
} as const;

export type AwkwardCase = keyof typeof AWKWARD_CASES;

/** Internal links broken on purpose: the page and the link that leads nowhere. */
export const BROKEN_LINKS: ReadonlyArray<{ from: string; to: string }> = [
  { from: AWKWARD_CASES.brokenInternalLink, to: '/over-ons/jaarverslagen/jaarverslag-2019' },
];

/** The news slug a newsTeaser block asks for that does not exist. */
export const MISSING_NEWS_SLUG = 'dit-nieuwsbericht-bestaat-niet-meer';

/** The site's own host, for the same-host absolute link. */
export const SITE_HOST_URL = 'https://www.spaarnegasthuis.nl';

/** A block of a kind the site does not know. */
export function hologramBlock(): RawBlock {
  return rawBlock(
    'hologram',
    JSON.stringify({ title: 'Bekijk de operatiekamer in 3D', model: '/media/3d/operatiekamer.glb', autoplay: true }),
  );
}

/** A block whose JSON is cut off halfway. */
export function invalidJsonBlock(): RawBlock {
  return rawBlock(
    'text',
    '{"title": "Kerncijfers 2025", "html": "<p>In 2025 hielpen wij 412.000 patiënten op de polikliniek en',
  );
}

/** Rich text an editor pasted from elsewhere: inline styles, a script, an onerror handler and a javascript: link. */
export const UNSAFE_HTML =
  '<p style="color: #c00; font-size: 20px;">Let op: persvragen buiten kantooruren alleen via het persnummer.</p>' +
  '<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: "persbericht-bekeken" });</script>' +
  '<p><img src="/media/cards/persfoto-ingang.jpg" alt="Persfoto van de ingang van het ziekenhuis bij avond" onerror="this.src=\'/media/cards/kerncijfers.jpg\'; alert(document.cookie)"></p>' +
  '<p>Download de persmap: <a href="javascript:alert(\'persmap\')" style="font-weight: bold">persmap Spaarne Gasthuis (zip)</a>.</p>';

/** Images the unsafe HTML refers to (registered so the list of images is complete). */
export const UNSAFE_HTML_IMAGES = [
  { folder: 'cards', name: 'persfoto-ingang' },
  { folder: 'cards', name: 'kerncijfers' },
] as const;

/** A page title of more than 120 characters. */
export const LONG_PAGE_TITLE =
  'Wat de Wet op de geneeskundige behandelingsovereenkomst (WGBO) betekent voor uw rechten en plichten als patiënt in het Spaarne Gasthuis';

/** A block title of more than 120 characters. */
export const LONG_BLOCK_TITLE =
  'Welke kosten vergoedt uw zorgverzekeraar wel en welke niet, en hoe zit het met het eigen risico als u in 2026 bij ons onder behandeling bent?';

/**
 * Slips in editors' rich text that the site's content checks report (src/lib/content/editorial-checks.ts);
 * each still gives visitors a working page.
 */
export const EDITORIAL_SLIPS = {
  vagueLink: (href: string): string =>
    `<p>Wilt u weten hoe het gesprek met een tolk verloopt? <a href="${href}">Lees meer</a></p>`,
  vagueLinkEnglish: (href: string): string =>
    `<p>For what to do on the day itself, <a href="${href}">click here</a>.</p>`,
  imageWithoutAlt: (src: string): string => `<p><img src="${src}" alt=""></p>`,
  documentLink: (href: string, title: string): string =>
    `<p>Lees ook de folder <a href="${href}">${title}</a> over uw verwijzing.</p>`,
  skippedHeading: '<h2>Bezoek</h2><h4>Bezoektijden op de intensive care</h4>',
} as const;

export const VIDEO_URLS = {
  youtube: 'https://www.youtube.com/watch?v=8bN9uQpC5lE',
  vimeo: 'https://vimeo.com/527381946',
  mp4: 'https://media.spaarnegasthuis.nl/video/opname-zo-gaat-het.mp4',
  /** Not a URL at all: no scheme separator. */
  unparsable: 'https//www.youtube.com/watch?v=',
} as const;
