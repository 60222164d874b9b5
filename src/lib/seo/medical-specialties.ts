/**
 * A doctor's `medicalSpecialty` must be a member of schema.org's MedicalSpecialty enumeration
 * (https://schema.org/MedicalSpecialty), not a Dutch job title. The CMS's specialisms are its
 * departments; those with a counterpart in the enumeration map to it, the others (internal
 * medicine, ophthalmology, rehabilitation ...) have none and are left out.
 */

/** The members of schema.org's MedicalSpecialty enumeration. */
export const SCHEMA_ORG_MEDICAL_SPECIALTIES = [
  'Anesthesia',
  'Cardiovascular',
  'CommunityHealth',
  'Dentistry',
  'Dermatology',
  'DietNutrition',
  'Emergency',
  'Endocrine',
  'Gastroenterologic',
  'Genetic',
  'Geriatric',
  'Gynecologic',
  'Hematologic',
  'Infectious',
  'LaboratoryScience',
  'Midwifery',
  'Musculoskeletal',
  'Neurologic',
  'Nursing',
  'Obstetric',
  'Oncologic',
  'Optometric',
  'Otolaryngologic',
  'Pathology',
  'Pediatric',
  'PharmacySpecialty',
  'Physiotherapy',
  'PlasticSurgery',
  'Podiatric',
  'PrimaryCare',
  'Psychiatric',
  'PublicHealth',
  'Pulmonary',
  'Radiography',
  'Renal',
  'RespiratoryTherapy',
  'Rheumatologic',
  'SpeechPathology',
  'Surgical',
  'Toxicologic',
  'Urologic',
] as const;

export type MedicalSpecialty = (typeof SCHEMA_ORG_MEDICAL_SPECIALTIES)[number];

/** Dutch specialisms (department names, with the usual alternatives) and their schema.org specialty. */
const BY_SPECIALISM: Readonly<Record<string, MedicalSpecialty>> = {
  anesthesiologie: 'Anesthesia',
  apotheek: 'PharmacySpecialty',
  bekkenfysiotherapie: 'Physiotherapy',
  cardiologie: 'Cardiovascular',
  chirurgie: 'Surgical',
  dermatologie: 'Dermatology',
  dietetiek: 'DietNutrition',
  endocrinologie: 'Endocrine',
  fysiotherapie: 'Physiotherapy',
  'maag-, darm- en leverziekten': 'Gastroenterologic',
  'maag-darm-leverziekten': 'Gastroenterologic',
  mdl: 'Gastroenterologic',
  geriatrie: 'Geriatric',
  gynaecologie: 'Gynecologic',
  hematologie: 'Hematologic',
  huisartsgeneeskunde: 'PrimaryCare',
  infectieziekten: 'Infectious',
  'keel-, neus- en oorheelkunde': 'Otolaryngologic',
  kno: 'Otolaryngologic',
  kindergeneeskunde: 'Pediatric',
  'klinisch chemisch laboratorium': 'LaboratoryScience',
  'klinische chemie': 'LaboratoryScience',
  'klinische genetica': 'Genetic',
  'klinische neurofysiologie': 'Neurologic',
  logopedie: 'SpeechPathology',
  longgeneeskunde: 'Pulmonary',
  longziekten: 'Pulmonary',
  'medische microbiologie': 'Infectious',
  'medische oncologie': 'Oncologic',
  oncologie: 'Oncologic',
  nefrologie: 'Renal',
  nierziekten: 'Renal',
  neonatologie: 'Pediatric',
  neurologie: 'Neurologic',
  orthopedie: 'Musculoskeletal',
  pathologie: 'Pathology',
  'plastische chirurgie': 'PlasticSurgery',
  podotherapie: 'Podiatric',
  psychiatrie: 'Psychiatric',
  radiologie: 'Radiography',
  radiotherapie: 'Oncologic',
  reumatologie: 'Rheumatologic',
  'spoedeisende hulp': 'Emergency',
  toxicologie: 'Toxicologic',
  urologie: 'Urologic',
  vaatchirurgie: 'Cardiovascular',
  verloskunde: 'Obstetric',
};

/** `Keel-, neus- en oorheelkunde (KNO)` -> `keel-, neus- en oorheelkunde`; accents folded (`Diëtetiek`). */
function specialismKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The schema.org specialty of a CMS specialism (department title), or null when the enumeration has none. */
export function medicalSpecialtyOf(specialism: string): MedicalSpecialty | null {
  return BY_SPECIALISM[specialismKey(specialism)] ?? null;
}

/** The schema.org specialties of a doctor's specialisms, each once, as enumeration URLs. */
export function medicalSpecialtyUrls(specialisms: readonly string[]): string[] {
  const specialties = specialisms.map(medicalSpecialtyOf).filter((value): value is MedicalSpecialty => value !== null);
  return [...new Set(specialties)].map((specialty) => `https://schema.org/${specialty}`);
}
