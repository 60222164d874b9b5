/**
 * The hospital's structure, hand-written: ten centres with their sub-centres, about forty
 * departments (most under a centre, some on their own) and sub-departments. Real Dutch medical
 * specialties with what they treat, so every generated text around them reads right.
 */

/** Where a department has its outpatient clinic among the three main sites: Haarlem Zuid, Haarlem Noord, Hoofddorp. */
export type MainSite = 'haarlem-zuid' | 'haarlem-noord' | 'hoofddorp';

export type RoleSpec = {
  /** E.g. `Cardioloog`. */
  role: string;
  /** A physician (shows a BIG number). */
  doctor: boolean;
};

export type SubdepartmentSpec = {
  slug: string;
  title: string;
  about: string;
  hideWaiting?: boolean;
  /** No generated specialist is placed here (an awkward case counts its specialists exactly). */
  reserved?: boolean;
};

export type DepartmentSpec = {
  slug: string;
  title: string;
  /** Slug of its centre, or null for a department on its own. */
  centre: string | null;
  /** The role of its specialists. */
  role: RoleSpec;
  icon: string;
  /** One sentence: what the department does. */
  about: string;
  /** Conditions it treats, lower case as they appear mid-sentence. */
  conditions: readonly string[];
  /** Examinations and treatments, as titles. */
  treatments: readonly string[];
  /** Relative share of the generated specialists (0: none). */
  weight: number;
  /** Outpatient clinic at these main sites (empty: no outpatient clinic). */
  poli: readonly MainSite[];
  /** Also holds clinics at some of the smaller sites. */
  smallSites?: boolean;
  /** Nursing wards at these sites. */
  wards?: readonly string[];
  /** Has a day-treatment unit. */
  dayCare?: boolean;
  hideWaitingTimes?: boolean;
  subdepartments?: readonly SubdepartmentSpec[];
  /** No generated specialist is placed here. */
  reserved?: boolean;
  /** A supporting service (pharmacy, laboratory...): not a topic for news, events, research or condition pages. */
  support?: boolean;
};

export type CentreSpec = {
  slug: string;
  title: string;
  icon: string;
  about: string;
  subcentres: ReadonlyArray<{ slug: string; title: string; about: string }>;
};

export const CENTRES: readonly CentreSpec[] = [
  {
    slug: 'hartcentrum',
    title: 'Hartcentrum',
    icon: 'heart',
    about:
      'In het Hartcentrum werken cardiologen, vaatchirurgen, verpleegkundig specialisten en hartfunctielaboranten samen aan de zorg voor mensen met hart- en vaatziekten.',
    subcentres: [
      {
        slug: 'hartritmecentrum',
        title: 'Hartritmecentrum',
        about:
          'Het Hartritmecentrum onderzoekt en behandelt hartritmestoornissen, zoals boezemfibrilleren, snel of langzaam hartritme.',
      },
      {
        slug: 'hartfalencentrum',
        title: 'Hartfalencentrum',
        about:
          'In het Hartfalencentrum begeleiden gespecialiseerde verpleegkundigen en cardiologen mensen met hartfalen, zodat zij zo goed mogelijk kunnen blijven functioneren.',
      },
    ],
  },
  {
    slug: 'oncologisch-centrum',
    title: 'Oncologisch centrum',
    icon: 'ribbon',
    about:
      'Het Oncologisch centrum biedt mensen met kanker onderzoek, behandeling en begeleiding op één plek, van de eerste verdenking tot de nazorg.',
    subcentres: [
      {
        slug: 'borstcentrum',
        title: 'Borstcentrum',
        about:
          'In het Borstcentrum hoort u bij een verdenking op borstkanker meestal binnen één dag de uitslag van de onderzoeken.',
      },
      {
        slug: 'prostaatcentrum',
        title: 'Prostaatcentrum',
        about:
          'Het Prostaatcentrum richt zich op snelle diagnostiek en behandeling van prostaatkanker en goedaardige prostaatvergroting.',
      },
    ],
  },
  {
    slug: 'moeder-en-kindcentrum',
    title: 'Moeder- en kindcentrum',
    icon: 'baby',
    about:
      'In het Moeder- en kindcentrum zorgen gynaecologen, klinisch verloskundigen, kinderartsen en kraamverzorgenden samen voor moeder en kind, van zwangerschap tot na de bevalling.',
    subcentres: [
      {
        slug: 'geboortecentrum',
        title: 'Geboortecentrum',
        about:
          'In het Geboortecentrum bevalt u in een huiselijke kamer, met de zorg van het ziekenhuis dichtbij als dat nodig is.',
      },
    ],
  },
  {
    slug: 'longcentrum',
    title: 'Longcentrum',
    icon: 'lungs',
    about:
      'Het Longcentrum behandelt mensen met longziekten zoals astma, COPD en longkanker, en heeft een eigen slaapcentrum en longfunctieafdeling.',
    subcentres: [],
  },
  {
    slug: 'maag-darm-en-levercentrum',
    title: 'Maag-, darm- en levercentrum',
    icon: 'stomach',
    about:
      'In het Maag-, darm- en levercentrum werken MDL-artsen, chirurgen en diëtisten nauw samen bij ziekten van de slokdarm, maag, darmen, lever en alvleesklier.',
    subcentres: [
      {
        slug: 'obesitascentrum',
        title: 'Obesitascentrum',
        about:
          'Het Obesitascentrum begeleidt mensen met ernstig overgewicht naar een gezonder gewicht, met of zonder operatie.',
      },
    ],
  },
  {
    slug: 'bewegingscentrum',
    title: 'Bewegingscentrum',
    icon: 'bone',
    about:
      'Het Bewegingscentrum helpt mensen met klachten aan botten, spieren en gewrichten weer in beweging, met orthopeden, reumatologen, revalidatieartsen en sportartsen.',
    subcentres: [
      {
        slug: 'sportmedisch-centrum',
        title: 'Sportmedisch centrum',
        about:
          'Het Sportmedisch centrum is er voor sporters met blessures en voor iedereen die een sportmedisch onderzoek wil laten doen.',
      },
    ],
  },
  {
    slug: 'neurocentrum',
    title: 'Neurocentrum',
    icon: 'brain',
    about:
      'Het Neurocentrum onderzoekt en behandelt ziekten van de hersenen, het ruggenmerg en de zenuwen, zoals een beroerte, epilepsie en de ziekte van Parkinson.',
    subcentres: [
      {
        slug: 'parkinsoncentrum',
        title: 'Parkinsoncentrum',
        about:
          'In het Parkinsoncentrum krijgen mensen met de ziekte van Parkinson zorg van een vast team van neuroloog, verpleegkundige en therapeuten.',
      },
    ],
  },
  {
    slug: 'oogcentrum',
    title: 'Oogcentrum',
    icon: 'eye',
    about:
      'Het Oogcentrum onderzoekt en behandelt alle oogaandoeningen, van staar en glaucoom tot maculadegeneratie, voor kinderen en volwassenen.',
    subcentres: [
      {
        slug: 'maculacentrum',
        title: 'Maculacentrum',
        about:
          'In het Maculacentrum worden mensen met maculadegeneratie snel onderzocht en zo nodig met injecties in het oog behandeld.',
      },
    ],
  },
  {
    slug: 'centrum-voor-ouderengeneeskunde',
    title: 'Centrum voor ouderengeneeskunde',
    icon: 'elderly',
    about:
      'Het Centrum voor ouderengeneeskunde kijkt naar de oudere patiënt als geheel: lichamelijk, geestelijk en sociaal, zodat u zo lang mogelijk zelfstandig kunt blijven.',
    subcentres: [
      {
        slug: 'geheugencentrum',
        title: 'Geheugencentrum',
        about:
          'In het Geheugencentrum onderzoeken we geheugenklachten en geven we uitleg en advies aan u en uw naasten.',
      },
    ],
  },
  {
    slug: 'hoofd-halscentrum',
    title: 'Hoofd-halscentrum',
    icon: 'ear',
    about:
      'In het Hoofd-halscentrum behandelen KNO-artsen en kaakchirurgen aandoeningen van oren, neus, keel, mond en kaken.',
    subcentres: [],
  },
];

const doctor = (role: string): RoleSpec => ({ role, doctor: true });
const carer = (role: string): RoleSpec => ({ role, doctor: false });

export const DEPARTMENTS: readonly DepartmentSpec[] = [
  {
    slug: 'cardiologie',
    title: 'Cardiologie',
    centre: 'hartcentrum',
    role: doctor('Cardioloog'),
    icon: 'heart',
    weight: 14,
    about: 'De afdeling Cardiologie onderzoekt en behandelt mensen met klachten van het hart en de bloedvaten.',
    conditions: [
      'hartfalen',
      'boezemfibrilleren',
      'angina pectoris',
      'een hartinfarct',
      'hartklepafwijkingen',
      'hoge bloeddruk',
    ],
    treatments: [
      'Hartfilmpje (ecg)',
      'Fietstest',
      'Holteronderzoek',
      'Hartkatheterisatie',
      'Dotterbehandeling',
      'Pacemaker',
      'Elektrische cardioversie',
      'Echo van het hart',
    ],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    wards: ['haarlem-zuid', 'hoofddorp'],
    dayCare: true,
    subdepartments: [
      {
        slug: 'hartfunctieafdeling',
        title: 'Hartfunctieafdeling',
        about:
          'Op de Hartfunctieafdeling maken hartfunctielaboranten hartfilmpjes, echo’s van het hart en inspanningstesten.',
      },
      {
        slug: 'hartrevalidatie',
        title: 'Hartrevalidatie',
        about:
          'Hartrevalidatie helpt u na een hartinfarct of hartoperatie lichamelijk en geestelijk weer op krachten te komen.',
      },
    ],
  },
  {
    slug: 'vaatchirurgie',
    title: 'Vaatchirurgie',
    centre: 'hartcentrum',
    role: doctor('Vaatchirurg'),
    icon: 'vessel',
    weight: 4,
    about:
      'De vaatchirurgen behandelen vernauwingen en verwijdingen van de bloedvaten, in de benen, de hals en de buik.',
    conditions: [
      'etalagebenen',
      'een aneurysma van de buikslagader',
      'een vernauwing van de halsslagader',
      'spataderen',
    ],
    treatments: [
      'Vaatonderzoek (duplex)',
      'Dotterbehandeling van de beenslagader',
      'Spataderbehandeling',
      'Operatie aan de halsslagader',
    ],
    poli: ['haarlem-zuid', 'hoofddorp'],
    dayCare: true,
  },
  {
    slug: 'medische-oncologie',
    title: 'Medische oncologie',
    centre: 'oncologisch-centrum',
    role: doctor('Internist-oncoloog'),
    icon: 'ribbon',
    weight: 7,
    about:
      'De internist-oncologen behandelen kanker met medicijnen, zoals chemotherapie, immunotherapie en hormoontherapie.',
    conditions: ['borstkanker', 'darmkanker', 'longkanker', 'prostaatkanker', 'melanoom'],
    treatments: ['Chemotherapie', 'Immunotherapie', 'Hormoontherapie', 'Doelgerichte therapie'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    wards: ['haarlem-zuid'],
    dayCare: true,
  },
  {
    slug: 'hematologie',
    title: 'Hematologie',
    centre: 'oncologisch-centrum',
    role: doctor('Internist-hematoloog'),
    icon: 'drop',
    weight: 4,
    about: 'De hematologen behandelen ziekten van het bloed, het beenmerg en de lymfeklieren.',
    conditions: ['bloedarmoede', 'lymfeklierkanker', 'leukemie', 'de ziekte van Kahler'],
    treatments: ['Beenmergpunctie', 'Bloedtransfusie', 'Chemotherapie bij lymfeklierkanker'],
    poli: ['haarlem-zuid'],
    dayCare: true,
  },
  {
    slug: 'radiotherapie',
    title: 'Radiotherapie',
    centre: 'oncologisch-centrum',
    role: doctor('Radiotherapeut-oncoloog'),
    icon: 'radiation',
    weight: 3,
    about:
      'Radiotherapie is de behandeling van kanker met bestraling; wij werken hiervoor samen met het radiotherapeutisch centrum in de regio.',
    conditions: ['borstkanker', 'prostaatkanker', 'uitzaaiingen in de botten'],
    treatments: ['Bestraling', 'Voorbereidende CT-scan voor bestraling'],
    poli: ['haarlem-zuid'],
  },
  {
    slug: 'verloskunde',
    title: 'Verloskunde',
    centre: 'moeder-en-kindcentrum',
    role: carer('Klinisch verloskundige'),
    icon: 'baby',
    weight: 6,
    about:
      'Verloskunde begeleidt zwangere vrouwen bij wie extra medische zorg nodig is, tijdens de zwangerschap, de bevalling en het kraambed.',
    conditions: [
      'zwangerschapsdiabetes',
      'hoge bloeddruk in de zwangerschap',
      'een tweelingzwangerschap',
      'een stuitligging',
    ],
    treatments: [
      'Echo in de zwangerschap',
      'Inleiden van de bevalling',
      'Keizersnede',
      'Uitwendige versie bij stuitligging',
      'Pijnbestrijding tijdens de bevalling',
    ],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
    wards: ['haarlem-zuid', 'hoofddorp'],
    subdepartments: [
      {
        slug: 'kraamafdeling',
        title: 'Kraamafdeling',
        about: 'Op de Kraamafdeling verblijft u na de bevalling samen met uw baby en partner in een eigen kamer.',
      },
    ],
  },
  {
    slug: 'gynaecologie',
    title: 'Gynaecologie',
    centre: 'moeder-en-kindcentrum',
    role: doctor('Gynaecoloog'),
    icon: 'female',
    weight: 8,
    about:
      'De gynaecologen onderzoeken en behandelen klachten van de vrouwelijke geslachtsorganen en begeleiden zwangerschappen met een verhoogd risico.',
    conditions: [
      'hevig bloedverlies',
      'endometriose',
      'vleesbomen',
      'verzakkingsklachten',
      'overgangsklachten',
      'onvervulde kinderwens',
    ],
    treatments: [
      'Hysteroscopie',
      'Baarmoederverwijdering',
      'Kijkoperatie (laparoscopie)',
      'Uitstrijkje en colposcopie',
      'Vruchtbaarheidsonderzoek',
    ],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    wards: ['hoofddorp'],
    dayCare: true,
  },
  {
    slug: 'kindergeneeskunde',
    title: 'Kindergeneeskunde',
    centre: 'moeder-en-kindcentrum',
    role: doctor('Kinderarts'),
    icon: 'child',
    weight: 10,
    about:
      'De kinderartsen zorgen voor kinderen van 0 tot 18 jaar met uiteenlopende ziekten, van astma en diabetes tot groei- en gedragsproblemen.',
    conditions: [
      'astma bij kinderen',
      'diabetes bij kinderen',
      'overgewicht bij kinderen',
      'buikpijn',
      'allergieën',
      'ADHD',
    ],
    treatments: ['Allergietest bij kinderen', 'Slaaponderzoek bij kinderen', 'Insulinepomp', 'Kinderdagbehandeling'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
    wards: ['haarlem-zuid', 'hoofddorp'],
    dayCare: true,
    subdepartments: [
      {
        slug: 'kinderdagbehandeling',
        title: 'Kinderdagbehandeling',
        about:
          'Op de Kinderdagbehandeling komen kinderen voor een onderzoek, een kleine operatie of een behandeling en gaan dezelfde dag weer naar huis.',
      },
    ],
  },
  {
    slug: 'neonatologie',
    title: 'Neonatologie',
    centre: 'moeder-en-kindcentrum',
    role: doctor('Kinderarts-neonatoloog'),
    icon: 'baby',
    weight: 3,
    about:
      'Op de afdeling Neonatologie zorgen we voor baby’s die te vroeg of te klein geboren zijn, of die na de geboorte extra zorg nodig hebben.',
    conditions: [
      'vroeggeboorte',
      'een laag geboortegewicht',
      'geelzucht bij pasgeborenen',
      'infecties bij pasgeborenen',
    ],
    treatments: ['Couveusezorg', 'Kangoeroeën', 'Sondevoeding bij pasgeborenen'],
    poli: [],
    wards: ['haarlem-zuid'],
  },
  {
    slug: 'longgeneeskunde',
    title: 'Longgeneeskunde',
    centre: 'longcentrum',
    role: doctor('Longarts'),
    icon: 'lungs',
    weight: 9,
    about: 'De longartsen onderzoeken en behandelen ziekten van de longen en luchtwegen.',
    conditions: ['astma', 'COPD', 'longkanker', 'een longontsteking', 'slaapapneu', 'longfibrose'],
    treatments: ['Longfunctieonderzoek', 'Bronchoscopie', 'Longrevalidatie', 'CPAP-behandeling', 'Stoppen met roken'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    wards: ['haarlem-zuid', 'hoofddorp'],
    subdepartments: [
      {
        slug: 'slaapcentrum',
        title: 'Slaapcentrum',
        reserved: true,
        about: 'In het Slaapcentrum onderzoeken we slaapproblemen zoals slaapapneu, snurken en slapeloosheid.',
      },
      {
        slug: 'longfunctieafdeling',
        title: 'Longfunctieafdeling',
        hideWaiting: true,
        about: 'Op de Longfunctieafdeling meten we hoe goed uw longen werken.',
      },
    ],
  },
  {
    slug: 'maag-darm-en-leverziekten',
    title: 'Maag-, darm- en leverziekten',
    centre: 'maag-darm-en-levercentrum',
    role: doctor('MDL-arts'),
    icon: 'stomach',
    weight: 8,
    about:
      'De MDL-artsen onderzoeken en behandelen ziekten van de slokdarm, maag, darmen, lever, galwegen en alvleesklier.',
    conditions: [
      'de ziekte van Crohn',
      'colitis ulcerosa',
      'het prikkelbaredarmsyndroom',
      'leververvetting',
      'maagzuur en reflux',
      'darmpoliepen',
    ],
    treatments: ['Maagonderzoek (gastroscopie)', 'Darmonderzoek (coloscopie)', 'ERCP', 'Leverbiopsie', 'Ademtest'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
    wards: ['haarlem-zuid'],
    dayCare: true,
    subdepartments: [
      {
        slug: 'endoscopie',
        title: 'Endoscopie',
        about: 'Op de afdeling Endoscopie doen we kijkonderzoeken van de maag, darmen en galwegen.',
      },
    ],
  },
  {
    slug: 'chirurgie',
    title: 'Chirurgie',
    centre: 'maag-darm-en-levercentrum',
    role: doctor('Chirurg'),
    icon: 'scalpel',
    weight: 13,
    about:
      'De chirurgen opereren bij uiteenlopende aandoeningen, van een liesbreuk of galstenen tot darmkanker en borstkanker.',
    conditions: ['galstenen', 'een liesbreuk', 'een blindedarmontsteking', 'darmkanker', 'borstkanker', 'aambeien'],
    treatments: ['Galblaasoperatie', 'Liesbreukoperatie', 'Darmoperatie', 'Borstsparende operatie', 'Maagverkleining'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    wards: ['haarlem-zuid', 'haarlem-noord', 'hoofddorp'],
    dayCare: true,
    subdepartments: [
      {
        slug: 'wondpolikliniek',
        title: 'Wondpolikliniek',
        about: 'Op de Wondpolikliniek behandelen we wonden die slecht genezen, zoals open benen en drukplekken.',
      },
    ],
  },
  {
    slug: 'orthopedie',
    title: 'Orthopedie',
    centre: 'bewegingscentrum',
    role: doctor('Orthopedisch chirurg'),
    icon: 'bone',
    weight: 10,
    about: 'De orthopeden behandelen aandoeningen van het bewegingsapparaat: botten, gewrichten, spieren en pezen.',
    conditions: [
      'artrose van de heup',
      'artrose van de knie',
      'schouderklachten',
      'een gescheurde meniscus',
      'hernia',
      'een kapotte kruisband',
    ],
    treatments: [
      'Nieuwe heup',
      'Nieuwe knie',
      'Kijkoperatie van de knie',
      'Schouderoperatie',
      'Voorste kruisbandreconstructie',
    ],
    poli: ['haarlem-noord', 'hoofddorp', 'haarlem-zuid'],
    smallSites: true,
    wards: ['haarlem-noord', 'hoofddorp'],
    dayCare: true,
    subdepartments: [
      {
        slug: 'gipskamer',
        title: 'Gipskamer',
        hideWaiting: true,
        about: 'In de Gipskamer leggen gipsverbandmeesters gips en brace aan en verwijderen ze weer.',
      },
    ],
  },
  {
    slug: 'reumatologie',
    title: 'Reumatologie',
    centre: 'bewegingscentrum',
    role: doctor('Reumatoloog'),
    icon: 'joint',
    weight: 4,
    about: 'De reumatologen behandelen ontstekingsziekten van gewrichten, pezen en spieren.',
    conditions: ['reumatoïde artritis', 'jicht', 'de ziekte van Bechterew', 'artritis psoriatica', 'fibromyalgie'],
    treatments: ['Gewrichtspunctie', 'Biologicals', 'Infuusbehandeling bij reuma'],
    poli: ['haarlem-noord', 'hoofddorp'],
    smallSites: true,
    dayCare: true,
  },
  {
    slug: 'revalidatiegeneeskunde',
    title: 'Revalidatiegeneeskunde',
    centre: 'bewegingscentrum',
    role: doctor('Revalidatiearts'),
    icon: 'walk',
    weight: 3,
    about: 'De revalidatieartsen helpen u na een ziekte, ongeval of operatie zo zelfstandig mogelijk te leven.',
    conditions: ['een beroerte', 'een amputatie', 'chronische pijn', 'niet-aangeboren hersenletsel'],
    treatments: ['Poliklinische revalidatie', 'Klinische revalidatie', 'Revalidatie na een beroerte'],
    poli: ['haarlem-noord'],
    wards: ['velsen-noord'],
  },
  {
    slug: 'sportgeneeskunde',
    title: 'Sportgeneeskunde',
    centre: 'bewegingscentrum',
    role: doctor('Sportarts'),
    icon: 'walk',
    weight: 3,
    about: 'De sportartsen behandelen sportblessures en overbelasting en geven advies over verantwoord bewegen.',
    conditions: ['sportblessures', 'overbelasting', 'een inspanningsgebonden astma', 'hartklachten bij sporten'],
    treatments: ['Sportmedisch onderzoek', 'Inspanningstest', 'Schokgolftherapie'],
    poli: ['hoofddorp'],
    smallSites: true,
  },
  {
    slug: 'neurologie',
    title: 'Neurologie',
    centre: 'neurocentrum',
    role: doctor('Neuroloog'),
    icon: 'brain',
    weight: 9,
    about: 'De neurologen onderzoeken en behandelen ziekten van de hersenen, het ruggenmerg, de zenuwen en de spieren.',
    conditions: ['een beroerte', 'epilepsie', 'de ziekte van Parkinson', 'multiple sclerose', 'migraine', 'een hernia'],
    treatments: ['EEG', 'EMG', 'Lumbaalpunctie', 'Trombolyse bij een herseninfarct', 'Botulinetoxine-injecties'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
    wards: ['haarlem-zuid', 'hoofddorp'],
  },
  {
    slug: 'klinische-neurofysiologie',
    title: 'Klinische neurofysiologie',
    centre: 'neurocentrum',
    role: doctor('Klinisch neurofysioloog'),
    icon: 'brain',
    weight: 2,
    about: 'De klinische neurofysiologie meet de elektrische activiteit van de hersenen, zenuwen en spieren.',
    conditions: ['epilepsie', 'zenuwbeknelling', 'spierziekten'],
    treatments: ['EEG', 'EMG', 'Slaap-EEG'],
    poli: ['haarlem-zuid'],
  },
  {
    slug: 'oogheelkunde',
    title: 'Oogheelkunde',
    centre: 'oogcentrum',
    role: doctor('Oogarts'),
    icon: 'eye',
    weight: 8,
    about: 'De oogartsen onderzoeken en behandelen ziekten en afwijkingen van de ogen bij kinderen en volwassenen.',
    conditions: ['staar', 'glaucoom', 'maculadegeneratie', 'diabetische retinopathie', 'scheelzien', 'droge ogen'],
    treatments: [
      'Staaroperatie',
      'Ooglidcorrectie',
      'Injecties in het oog',
      'Laserbehandeling',
      'Gezichtsveldonderzoek',
    ],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    dayCare: true,
    subdepartments: [
      {
        slug: 'orthoptie',
        title: 'Orthoptie',
        about: 'De orthoptisten onderzoeken en behandelen scheelzien, lui oog en dubbelzien.',
      },
    ],
  },
  {
    slug: 'geriatrie',
    title: 'Geriatrie',
    centre: 'centrum-voor-ouderengeneeskunde',
    role: doctor('Klinisch geriater'),
    icon: 'elderly',
    weight: 5,
    about:
      'De klinisch geriaters zorgen voor oudere patiënten met meerdere ziekten tegelijk, geheugenproblemen of een verhoogd risico op vallen.',
    conditions: [
      'geheugenproblemen',
      'valneiging',
      'een delier',
      'ondervoeding bij ouderen',
      'kwetsbaarheid bij ouderen',
    ],
    treatments: ['Geriatrisch onderzoek', 'Valanalyse', 'Geheugenonderzoek', 'Medicatiebeoordeling'],
    poli: ['haarlem-noord', 'hoofddorp'],
    smallSites: true,
    wards: ['haarlem-noord'],
    dayCare: true,
  },
  {
    slug: 'keel-neus-en-oorheelkunde',
    title: 'Keel-, neus- en oorheelkunde (KNO)',
    centre: 'hoofd-halscentrum',
    role: doctor('KNO-arts'),
    icon: 'ear',
    weight: 7,
    about: 'De KNO-artsen behandelen klachten van oren, neus, keel, mond en hals, bij kinderen en volwassenen.',
    conditions: [
      'gehoorverlies',
      'oorsuizen',
      'chronische bijholteontsteking',
      'snurken',
      'terugkerende keelontstekingen',
      'duizeligheid',
    ],
    treatments: ['Gehoortest', 'Buisjes in de oren', 'Amandelen knippen', 'Neusoperatie', 'Neusspoelen'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    dayCare: true,
    subdepartments: [
      {
        slug: 'audiologisch-centrum',
        title: 'Audiologisch centrum',
        about: 'In het Audiologisch centrum onderzoeken we het gehoor en adviseren we over hoortoestellen.',
      },
    ],
  },
  {
    slug: 'mondziekten-kaak-en-aangezichtschirurgie',
    title: 'Mondziekten, kaak- en aangezichtschirurgie',
    centre: 'hoofd-halscentrum',
    role: doctor('Kaakchirurg'),
    icon: 'tooth',
    weight: 4,
    about:
      'De kaakchirurgen behandelen aandoeningen van de mond, de kaken en het gezicht, zoals verstandskiezen en kaakgewrichtsklachten.',
    conditions: ['verstandskiezen', 'kaakgewrichtsklachten', 'een afwijkende kaakstand', 'tandletsel'],
    treatments: ['Verstandskiezen verwijderen', 'Kaakcorrectie', 'Tandimplantaten', 'Behandeling onder narcose'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
    dayCare: true,
  },
  {
    slug: 'spoedeisende-hulp',
    title: 'Spoedeisende Hulp',
    centre: null,
    role: doctor('SEH-arts'),
    icon: 'ambulance',
    weight: 6,
    about: 'De Spoedeisende Hulp (SEH) is dag en nacht open voor mensen met acute, ernstige klachten of letsel.',
    conditions: ['botbreuken', 'hoofdletsel', 'acute buikpijn', 'pijn op de borst', 'ernstige benauwdheid'],
    treatments: ['Eerste opvang na een ongeval', 'Hechten van wonden', 'Gipsen bij een botbreuk'],
    poli: [],
    hideWaitingTimes: true,
  },
  {
    slug: 'apotheek',
    title: 'Apotheek',
    centre: null,
    role: carer('Ziekenhuisapotheker'),
    icon: 'pill',
    weight: 3,
    support: true,
    about:
      'De ziekenhuisapotheek zorgt voor de medicijnen van patiënten in het ziekenhuis en geeft medicijnen mee bij ontslag.',
    conditions: ['medicijngebruik bij opname', 'medicatie bij ontslag'],
    treatments: ['Medicatieoverzicht', 'Medicijnen bij ontslag', 'Zelfzorgmiddelen'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    hideWaitingTimes: true,
  },
  {
    slug: 'anesthesiologie',
    title: 'Anesthesiologie',
    centre: null,
    role: doctor('Anesthesioloog'),
    icon: 'syringe',
    weight: 9,
    about:
      'De anesthesiologen zorgen voor uw verdoving en uw veiligheid tijdens een operatie, en behandelen langdurige pijn.',
    conditions: ['pijn na een operatie', 'chronische rugpijn', 'zenuwpijn'],
    treatments: ['Narcose', 'Ruggenprik', 'Zenuwblokkade', 'Pijnbehandeling'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    subdepartments: [
      {
        slug: 'pijnpolikliniek',
        title: 'Pijnpolikliniek',
        about: 'Op de Pijnpolikliniek behandelen we langdurige pijn waarvoor geen andere oplossing is gevonden.',
      },
      {
        slug: 'preoperatieve-screening',
        title: 'Preoperatieve screening',
        hideWaiting: true,
        about: 'Bij de preoperatieve screening onderzoeken we of u veilig geopereerd kunt worden.',
      },
    ],
  },
  {
    slug: 'radiologie',
    title: 'Radiologie',
    centre: null,
    role: doctor('Radioloog'),
    icon: 'scan',
    weight: 8,
    about:
      'De afdeling Radiologie maakt röntgenfoto’s, echo’s, CT-scans en MRI-scans en doet beeldgestuurde behandelingen.',
    conditions: ['botbreuken', 'afwijkingen in de borst', 'vernauwde bloedvaten'],
    treatments: ['Röntgenfoto', 'Echografie', 'CT-scan', 'MRI-scan', 'Mammografie', 'Botdichtheidsmeting (DEXA)'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    subdepartments: [
      {
        slug: 'mammografie',
        title: 'Mammografie',
        about:
          'Bij Mammografie maken we röntgenfoto’s van de borsten, bijvoorbeeld na een verwijzing door de huisarts.',
      },
    ],
  },
  {
    slug: 'klinisch-chemisch-laboratorium',
    title: 'Klinisch chemisch laboratorium',
    centre: null,
    role: carer('Klinisch chemicus'),
    icon: 'flask',
    weight: 3,
    support: true,
    about:
      'Het Klinisch chemisch laboratorium onderzoekt bloed, urine en ander lichaamsmateriaal; bij onze prikposten kunt u bloed laten prikken.',
    conditions: ['bloedonderzoek', 'urineonderzoek'],
    treatments: ['Bloedafname', 'Glucosetolerantietest', '24-uursurine verzamelen'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    hideWaitingTimes: true,
  },
  {
    slug: 'pathologie',
    title: 'Pathologie',
    centre: null,
    role: doctor('Patholoog'),
    icon: 'microscope',
    weight: 3,
    support: true,
    about:
      'De pathologen onderzoeken weefsel en cellen onder de microscoop en stellen zo de diagnose bij onder meer kanker.',
    conditions: ['weefselonderzoek', 'celonderzoek'],
    treatments: ['Biopt', 'Obductie'],
    poli: [],
    hideWaitingTimes: true,
  },
  {
    slug: 'medische-microbiologie',
    title: 'Medische microbiologie',
    centre: null,
    role: doctor('Arts-microbioloog'),
    icon: 'microscope',
    weight: 3,
    support: true,
    about:
      'De arts-microbiologen onderzoeken infecties met bacteriën, virussen, schimmels en parasieten en adviseren over de behandeling.',
    conditions: ['infecties', 'resistente bacteriën', 'reizigersziekten'],
    treatments: ['Kweek', 'Reizigersvaccinatie', 'Screening op BRMO'],
    poli: ['haarlem-zuid'],
  },
  {
    slug: 'nucleaire-geneeskunde',
    title: 'Nucleaire geneeskunde',
    centre: null,
    role: doctor('Nucleair geneeskundige'),
    icon: 'radiation',
    weight: 2,
    support: true,
    about: 'Nucleaire geneeskunde maakt met een kleine hoeveelheid radioactieve stof zichtbaar hoe organen werken.',
    conditions: ['schildklierziekten', 'uitzaaiingen', 'hartfunctie'],
    treatments: ['Botscan', 'PET-CT-scan', 'Schildklierscan', 'Myocardperfusiescan'],
    poli: ['haarlem-zuid'],
  },
  {
    slug: 'psychiatrie',
    title: 'Psychiatrie',
    centre: null,
    role: doctor('Psychiater'),
    icon: 'mind',
    weight: 5,
    about: 'De psychiaters behandelen psychische klachten, vooral wanneer die samenhangen met een lichamelijke ziekte.',
    conditions: ['depressie', 'angstklachten', 'een delier', 'psychische klachten bij lichamelijke ziekte'],
    treatments: ['Psychiatrisch consult', 'Medicatie bij depressie', 'Elektroconvulsietherapie (ECT)'],
    poli: ['haarlem-noord'],
    wards: ['haarlem-noord'],
    subdepartments: [
      {
        slug: 'paaz',
        title: 'Psychiatrische afdeling (PAAZ)',
        about: 'Op de PAAZ worden mensen met ernstige psychische klachten korte tijd opgenomen.',
      },
    ],
  },
  {
    slug: 'medische-psychologie',
    title: 'Medische psychologie',
    centre: null,
    role: carer('Klinisch psycholoog'),
    icon: 'mind',
    weight: 4,
    about:
      'De medisch psychologen helpen u omgaan met de psychische gevolgen van een lichamelijke ziekte of behandeling.',
    conditions: [
      'angstklachten bij ziekte',
      'chronische vermoeidheid',
      'geheugenklachten',
      'somberheid na een ingrijpende diagnose',
    ],
    treatments: ['Neuropsychologisch onderzoek', 'Cognitieve gedragstherapie', 'EMDR'],
    poli: ['haarlem-zuid', 'hoofddorp'],
  },
  {
    slug: 'dermatologie',
    title: 'Dermatologie',
    centre: null,
    role: doctor('Dermatoloog'),
    icon: 'skin',
    weight: 0,
    reserved: true,
    about: 'De dermatologen onderzoeken en behandelen ziekten van de huid, het haar en de nagels.',
    conditions: ['eczeem', 'psoriasis', 'acne', 'huidkanker', 'wratten', 'spataderen'],
    treatments: ['Lichttherapie', 'Cryotherapie', 'Huidbiopt', 'Mohs-chirurgie', 'Moedervlekken laten controleren'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    dayCare: true,
  },
  {
    slug: 'urologie',
    title: 'Urologie',
    centre: null,
    role: doctor('Uroloog'),
    icon: 'kidney',
    weight: 6,
    about: 'De urologen behandelen aandoeningen van de nieren, blaas, urinewegen en mannelijke geslachtsorganen.',
    conditions: ['nierstenen', 'prostaatvergroting', 'blaaskanker', 'incontinentie', 'terugkerende blaasontstekingen'],
    treatments: [
      'Blaasonderzoek (cystoscopie)',
      'Sterilisatie bij de man',
      'Niersteenvergruizing',
      'Prostaatoperatie (TURP)',
    ],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
    wards: ['haarlem-zuid'],
    dayCare: true,
  },
  {
    slug: 'interne-geneeskunde',
    title: 'Interne geneeskunde',
    centre: null,
    role: doctor('Internist'),
    icon: 'stethoscope',
    weight: 12,
    about:
      'De internisten onderzoeken en behandelen ziekten van de inwendige organen, zoals diabetes, nierziekten en infecties.',
    conditions: ['diabetes', 'nierziekten', 'schildklierziekten', 'hoge bloeddruk', 'infectieziekten', 'bloedarmoede'],
    treatments: ['Nierfunctieonderzoek', 'Dialyse', 'Diabeteszorg', 'Infuusbehandeling'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
    wards: ['haarlem-zuid', 'haarlem-noord', 'hoofddorp'],
    dayCare: true,
    subdepartments: [
      {
        slug: 'dialysecentrum',
        title: 'Dialysecentrum',
        about: 'In het Dialysecentrum krijgen mensen met nierfalen meerdere keren per week dialyse.',
      },
      {
        slug: 'diabetespolikliniek',
        title: 'Diabetespolikliniek',
        about:
          'Op de Diabetespolikliniek begeleiden internisten, diabetesverpleegkundigen en diëtisten mensen met diabetes.',
      },
    ],
  },
  {
    slug: 'intensive-care',
    title: 'Intensive Care',
    centre: null,
    role: doctor('Intensivist'),
    icon: 'monitor',
    weight: 5,
    about:
      'Op de Intensive Care (IC) krijgen ernstig zieke patiënten intensieve bewaking en behandeling, dag en nacht.',
    conditions: ['een bloedvergiftiging (sepsis)', 'ernstig longfalen', 'een ernstig ongeval'],
    treatments: ['Beademing', 'Bewaking na een operatie', 'Nazorg na de IC'],
    poli: [],
    wards: ['haarlem-zuid', 'hoofddorp'],
    hideWaitingTimes: true,
  },
  {
    slug: 'dietetiek',
    title: 'Diëtetiek',
    centre: null,
    role: carer('Diëtist'),
    icon: 'apple',
    weight: 3,
    about: 'De diëtisten geven advies over voeding bij ziekte, voor, tijdens en na een opname of behandeling.',
    conditions: ['ondervoeding', 'overgewicht', 'voedselallergie', 'diabetes', 'darmklachten'],
    treatments: ['Dieetadvies', 'Sondevoeding', 'Voedingsadvies bij kanker'],
    poli: ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'],
    smallSites: true,
  },
  {
    slug: 'fysiotherapie',
    title: 'Fysiotherapie',
    centre: null,
    role: carer('Fysiotherapeut'),
    icon: 'walk',
    weight: 4,
    about: 'De fysiotherapeuten helpen patiënten in het ziekenhuis en op de polikliniek weer in beweging te komen.',
    conditions: ['conditieverlies na een opname', 'benauwdheid', 'bekkenbodemklachten'],
    treatments: ['Ademhalingsoefeningen', 'Looptraining', 'Bekkenfysiotherapie'],
    poli: ['haarlem-zuid', 'hoofddorp'],
    smallSites: true,
  },
  {
    slug: 'plastische-chirurgie',
    title: 'Plastische chirurgie',
    centre: null,
    role: doctor('Plastisch chirurg'),
    icon: 'scalpel',
    weight: 4,
    about:
      'De plastisch chirurgen herstellen de vorm en functie van het lichaam, bijvoorbeeld na een ongeval of na borstkanker.',
    conditions: [
      'handklachten',
      'carpaletunnelsyndroom',
      'huidkanker',
      'littekens',
      'borstreconstructie na borstkanker',
    ],
    treatments: ['Carpaletunneloperatie', 'Borstreconstructie', 'Ooglidcorrectie', 'Handchirurgie'],
    poli: ['haarlem-noord', 'hoofddorp'],
    smallSites: true,
    dayCare: true,
  },
];

/**
 * The department whose parent centre no longer exists (it was removed from the CMS): its page and
 * entity name a centre that is nowhere, so the API answers 404 for it.
 */
export const ORPHAN_DEPARTMENT: DepartmentSpec & { missingCentre: { slug: string; title: string } } = {
  slug: 'bekkenfysiotherapie',
  title: 'Bekkenfysiotherapie',
  centre: 'bekkenbodemcentrum',
  role: carer('Bekkenfysiotherapeut'),
  icon: 'walk',
  weight: 0,
  reserved: true,
  about: 'De bekkenfysiotherapeuten behandelen klachten van de bekkenbodem, zoals urineverlies en pijn in het bekken.',
  conditions: ['urineverlies', 'bekkenpijn', 'verzakkingsklachten'],
  treatments: ['Bekkenbodemtraining'],
  poli: [],
  missingCentre: { slug: 'bekkenbodemcentrum', title: 'Bekkenbodemcentrum' },
};

/** The slug of the department whose parent centre does not exist (the API must answer 404 for it). */
export const ORPHAN_DEPARTMENT_SLUG = ORPHAN_DEPARTMENT.slug;

/** Other roles than the department's own specialist role. */
export const SHARED_ROLES: readonly RoleSpec[] = [carer('Verpleegkundig specialist'), carer('Physician assistant')];

/** Roles with a BIG registration although not physicians. */
export const BIG_REGISTERED_CARERS: ReadonlySet<string> = new Set([
  'Verpleegkundig specialist',
  'Physician assistant',
  'Klinisch psycholoog',
  'Ziekenhuisapotheker',
  'Fysiotherapeut',
  'Klinisch verloskundige',
]);
