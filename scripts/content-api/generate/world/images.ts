/**
 * Every image the world refers to, listed once with the size of its original. The API renders
 * images on request or takes them from its rendition store, so the list is all it needs. Paths follow the scheme of
 * src/lib/contract/images.ts: originals at `/media/{folder}/{name}.jpg`.
 */
import type { CmsImage, ImageVariant } from '@ziekenhuis/site-for-content-api';
import type { WorldImage } from '../../world/types.ts';

/** Sizes of the originals per use. */
export const IMAGE_SIZES = {
  header: { width: 2448, height: 1148 },
  portrait: { width: 800, height: 800 },
  card: { width: 1600, height: 1067 },
  logo: { width: 600, height: 600 },
  hero: { width: 2880, height: 720 },
} as const;
export type ImageUse = keyof typeof IMAGE_SIZES;

/**
 * The renditions the CMS makes of an image when it is uploaded, by use: the sizes the site shows
 * images of that use in (its srcsets), as a CMS has its image sizes set up for the site it serves.
 * Any other variant is still made on its first request. `npm install` makes these for the default
 * dataset (scripts/content-api/prepare-media.ts), so that no build waits for them.
 */
export const RENDITIONS_ON_UPLOAD: Readonly<Record<ImageUse, readonly ImageVariant[]>> = {
  header: ['640w', '1280w', '1920w', '640x360', '1280x720'],
  portrait: ['300x300', '600x600', '400w', '800w', '1280w'],
  card: ['640w', '1280w', '1920w', '640x360', '1280x720', '600x400', '1200x800', '300x300', '600x600'],
  logo: ['400w', '800w'],
  hero: ['640w', '1280w', '1920w', '2880w'],
};

/** The renditions made on upload of an original of this size (each use has a size of its own). */
export function renditionsOnUpload(original: { width: number; height: number }): readonly ImageVariant[] {
  const use = (Object.keys(IMAGE_SIZES) as ImageUse[]).find(
    (name) => IMAGE_SIZES[name].width === original.width && IMAGE_SIZES[name].height === original.height,
  );
  return use ? RENDITIONS_ON_UPLOAD[use] : [];
}

export type ImageRegistry = {
  /** Registers `/media/{folder}/{name}.jpg` with the size of `use`; returns the path. */
  add(folder: string, name: string, use: ImageUse): string;
  /** Registers an image and returns it as the CMS sends it (`Title` is the alt text). */
  cms(folder: string, name: string, use: ImageUse, alt: string): CmsImage;
  /** Registers an image and returns it as blocks carry it (`title` is the alt text). */
  block(folder: string, name: string, use: ImageUse, alt: string): { url: string; title: string };
  /** Every registered image, sorted by path. */
  list(): WorldImage[];
};

export function createImageRegistry(): ImageRegistry {
  const images = new Map<string, WorldImage>();
  const add = (folder: string, name: string, use: ImageUse): string => {
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(folder) || !/^[a-z0-9-]+$/.test(name))
      throw new Error(`Bad image name ${folder}/${name}`);
    const path = `/media/${folder}/${name}.jpg`;
    const size = IMAGE_SIZES[use];
    const known = images.get(path);
    if (known && (known.width !== size.width || known.height !== size.height))
      throw new Error(`Image ${path} registered with two sizes`);
    if (!known) images.set(path, { path, width: size.width, height: size.height });
    return path;
  };
  return {
    add,
    cms: (folder, name, use, alt) => ({ Title: alt, Url: add(folder, name, use) }),
    block: (folder, name, use, alt) => ({ url: add(folder, name, use), title: alt }),
    list: () => [...images.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}

type PoolImage = { readonly name: string; readonly alt: string };

/** Header photos (2448x1148) for general pages, news, events and research. */
export const HEADER_POOL: readonly PoolImage[] = [
  { name: 'hoofdingang-haarlem-zuid', alt: 'De hoofdingang van het Spaarne Gasthuis in Haarlem Zuid' },
  { name: 'hoofdingang-hoofddorp', alt: 'De entree van het Spaarne Gasthuis in Hoofddorp met de glazen gevel' },
  { name: 'verpleegkundige-aan-bed', alt: 'Een verpleegkundige praat met een patiënt die in bed ligt' },
  { name: 'polikliniek-wachtruimte', alt: 'Een lichte wachtruimte van een polikliniek met stoelen en planten' },
  { name: 'operatiekamer-team', alt: 'Een operatieteam in blauwe kleding overlegt in de operatiekamer' },
  { name: 'arts-in-gesprek', alt: 'Een arts bespreekt een uitslag met een patiënt aan tafel' },
  { name: 'kinderafdeling-speelhoek', alt: 'Een kind speelt met blokken in de speelhoek van de kinderafdeling' },
  { name: 'laboratorium-buisjes', alt: 'Een analist zet bloedbuisjes in een rek in het laboratorium' },
  { name: 'mri-scanner', alt: 'Een laborant helpt een patiënt op de tafel van de MRI-scanner' },
  { name: 'fysiotherapie-oefenzaal', alt: 'Een fysiotherapeut begeleidt een patiënt bij een oefening met gewichten' },
  { name: 'verloskamer', alt: 'Een ruime verloskamer met bad en bed' },
  { name: 'apotheek-balie', alt: 'Een apothekersassistent geeft medicijnen mee aan de balie' },
  { name: 'spoedeisende-hulp-ingang', alt: 'De ingang van de Spoedeisende Hulp met een ambulance ervoor' },
  { name: 'fietsenstalling-zon', alt: 'De fietsenstalling bij het ziekenhuis in de zon' },
  { name: 'restaurant-patio', alt: 'Bezoekers aan tafel in het restaurant met uitzicht op de patio' },
  { name: 'vrijwilliger-ontvangst', alt: 'Een vrijwilliger wijst een bezoeker de weg in de centrale hal' },
  { name: 'echo-onderzoek', alt: 'Een echoscopist maakt een echo van de buik van een patiënt' },
  { name: 'bloedafname', alt: 'Een laborant neemt bloed af bij een patiënt in de prikruimte' },
  { name: 'overleg-artsen', alt: 'Artsen overleggen samen bij een beeldscherm met röntgenfoto’s' },
  {
    name: 'oudere-patient-wandelt',
    alt: 'Een oudere patiënt wandelt met een rollator over de gang, begeleid door een verpleegkundige',
  },
  { name: 'baby-couveuse', alt: 'Een pasgeboren baby slaapt in een couveuse' },
  { name: 'hartfilmpje', alt: 'Een patiënt krijgt plakkers op de borst voor een hartfilmpje' },
  { name: 'longfunctietest', alt: 'Een patiënt blaast in het apparaat voor een longfunctietest' },
  { name: 'oogmeting', alt: 'Een orthoptist meet de ogen van een kind' },
  { name: 'gipskamer', alt: 'Een gipsverbandmeester legt gips aan om een onderarm' },
  { name: 'studenten-leerhuis', alt: 'Studenten oefenen met een oefenpop in het leerhuis' },
  { name: 'zonnepanelen-dak', alt: 'Zonnepanelen op het dak van het ziekenhuis in Hoofddorp' },
  { name: 'bestuur-vergadering', alt: 'De raad van bestuur in vergadering' },
  { name: 'onderzoek-microscoop', alt: 'Een onderzoeker kijkt door een microscoop' },
  { name: 'dagbehandeling-stoelen', alt: 'Patiënten zitten in behandelstoelen op de dagbehandeling' },
  { name: 'wandelpad-park', alt: 'Het wandelpad door het park naast het ziekenhuis' },
  { name: 'symposium-zaal', alt: 'Publiek luistert naar een spreker in de congreszaal' },
  { name: 'informatieavond', alt: 'Aanstaande ouders luisteren naar een verloskundige tijdens een informatieavond' },
  { name: 'receptie-hal', alt: 'De centrale hal met de receptie en de informatiebalie' },
  { name: 'parkeergarage', alt: 'De ingang van de parkeergarage bij het ziekenhuis' },
];

/** Photos (1600x1067) for blocks: text with image, cards, grids, carousels, media. */
export const CARD_POOL: readonly PoolImage[] = [
  { name: 'verpleegkundige-lacht', alt: 'Een lachende verpleegkundige op de afdeling' },
  { name: 'handen-vasthouden', alt: 'Een zorgverlener houdt de hand van een oudere patiënt vast' },
  { name: 'koffie-met-bezoek', alt: 'Een patiënt drinkt koffie met bezoek in de huiskamer van de afdeling' },
  { name: 'kind-met-knuffel', alt: 'Een kind met een knuffel zit op schoot bij een ouder' },
  { name: 'wandelen-buiten', alt: 'Twee mensen wandelen buiten over een pad langs het water' },
  { name: 'gezonde-maaltijd', alt: 'Een bord met een gezonde maaltijd van groente, vis en aardappelen' },
  { name: 'fietsen-naar-werk', alt: 'Medewerkers komen op de fiets naar het ziekenhuis' },
  { name: 'echo-zwangerschap', alt: 'Een echo van een zwangerschap op een beeldscherm' },
  { name: 'apotheek-medicijnen', alt: 'Medicijndoosjes op de plank in de apotheek' },
  { name: 'beademing-ic', alt: 'Een verpleegkundige controleert de monitor op de intensive care' },
  { name: 'teamoverleg', alt: 'Een team van zorgverleners in overleg rond een tafel' },
  { name: 'robotchirurgie', alt: 'Een chirurg bedient de operatierobot' },
  { name: 'sportarts-test', alt: 'Een sporter doet een inspanningstest op een fiets' },
  { name: 'diabetes-meter', alt: 'Een patiënt meet de bloedsuiker met een vingerprik' },
  { name: 'rolstoel-tuin', alt: 'Een patiënt in een rolstoel in de tuin van het ziekenhuis' },
  { name: 'vrijwilliger-bibliotheek', alt: 'Een vrijwilliger brengt boeken rond op de afdeling' },
  { name: 'moeder-en-baby', alt: 'Een moeder houdt haar pasgeboren baby vast op de kraamafdeling' },
  { name: 'pleister-op-arm', alt: 'Een pleister op een arm na een prik' },
  { name: 'scan-beelden', alt: 'Scanbeelden van een knie op een beeldscherm' },
  { name: 'huisarts-telefoon', alt: 'Een huisarts belt met een specialist over een patiënt' },
  { name: 'rondleiding', alt: 'Een groep bezoekers krijgt een rondleiding door het ziekenhuis' },
  { name: 'kunst-in-de-hal', alt: 'Kleurrijke kunstwerken aan de wand van de centrale hal' },
  { name: 'vrienden-cheque', alt: 'Vrijwilligers van de Vrienden overhandigen een cheque' },
  { name: 'duofiets', alt: 'Een patiënt en een vrijwilliger op een duofiets' },
  { name: 'belevingstuin', alt: 'De belevingstuin met bloeiende planten en een bankje' },
  { name: 'muziek-op-de-afdeling', alt: 'Een muzikant speelt gitaar voor patiënten op de afdeling' },
  { name: 'knuffelbeer-kinderpoli', alt: 'Een grote knuffelbeer in de wachtkamer van de kinderpoli' },
  { name: 'ouderen-bewegen', alt: 'Ouderen doen samen bewegingsoefeningen met een fysiotherapeut' },
  { name: 'slaaponderzoek', alt: 'Een patiënt met sensoren op het hoofd voor een slaaponderzoek' },
  { name: 'persfoto-ingang', alt: 'Persfoto van de ingang van het ziekenhuis bij avond' },
  { name: 'kerncijfers', alt: 'Infographic met de kerncijfers van het afgelopen jaar' },
  { name: 'video-rondleiding', alt: 'Stilstaand beeld uit de video met een rondleiding door de verloskamers' },
];

/** Photos that fit any page (the others show something specific: a scanner, a baby, a press photo...). */
const GENERIC_HEADER_NAMES = new Set([
  'hoofdingang-haarlem-zuid',
  'hoofdingang-hoofddorp',
  'verpleegkundige-aan-bed',
  'polikliniek-wachtruimte',
  'arts-in-gesprek',
  'overleg-artsen',
  'receptie-hal',
  'vrijwilliger-ontvangst',
  'restaurant-patio',
  'fietsenstalling-zon',
  'wandelpad-park',
  'dagbehandeling-stoelen',
]);
const GENERIC_CARD_NAMES = new Set([
  'verpleegkundige-lacht',
  'handen-vasthouden',
  'koffie-met-bezoek',
  'wandelen-buiten',
  'gezonde-maaltijd',
  'teamoverleg',
  'rolstoel-tuin',
  'vrijwilliger-bibliotheek',
  'huisarts-telefoon',
  'rondleiding',
  'kunst-in-de-hal',
  'belevingstuin',
  'fietsen-naar-werk',
]);
export const GENERIC_HEADERS: readonly PoolImage[] = HEADER_POOL.filter((image) =>
  GENERIC_HEADER_NAMES.has(image.name),
);
export const GENERIC_CARDS: readonly PoolImage[] = CARD_POOL.filter((image) => GENERIC_CARD_NAMES.has(image.name));

/** Portrait folder names: specialists, news authors and people blocks. */
export const PORTRAIT_FOLDERS = { specialist: 'specialisten', author: 'auteurs', person: 'medewerkers' } as const;
