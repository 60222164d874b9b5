/**
 * The page-type details a content page shows beside or under its header, as plain view models
 *: an organisation's contact box, a location's details, a specialist's profile
 * and the links to the filtered overview, a study's facts, a news item's author. Pure.
 */
import type { Translate } from '#src/i18n/translator.ts';
import type {
  Author,
  CmsImage,
  LocationDetails,
  OrganisationDetails,
  ResearchDetails,
  SpecialistDetails,
} from '#src/lib/contract/index.ts';
import { telHref } from '#src/lib/phone.ts';
import { specialistsRoute, waitingTimesRoute } from '#src/lib/routing/routes.ts';
import type {
  AuthorModel,
  ImageModel,
  LocationDetailsModel,
  OrganisationContactModel,
  PhoneLine,
  ResearchDetailsModel,
  SpecialistDetailsModel,
} from '#src/lib/models/page-model.ts';

export function imageModel(image: CmsImage): ImageModel {
  return { url: image.Url, alt: image.Title };
}

export function phoneLines(numbers: ReadonlyArray<{ PhoneNumber: string; Description: string | null }>): PhoneLine[] {
  return numbers.map((number) => ({
    label: number.Description || number.PhoneNumber,
    number: number.PhoneNumber,
    href: telHref(number.PhoneNumber),
  }));
}

/**
 * A centre's or department's contact box: the logo for centres, the phone numbers, the appointment
 * link, and the waiting-times link unless the page or the organisation hides it.
 */
export function organisationContact(
  organisation: OrganisationDetails,
  options: { isCentre: boolean; hideWaitingTimes: boolean },
): OrganisationContactModel {
  const showWaitingTimes = !options.hideWaitingTimes && !organisation.HideWaiting;
  return {
    logo: options.isCentre && organisation.Logo?.Url ? imageModel(organisation.Logo) : null,
    phones: phoneLines(organisation.PhoneNumbers),
    appointmentUrl: organisation.AppointmentURL || null,
    waitingTimesHref: showWaitingTimes
      ? waitingTimesRoute(options.isCentre ? { centrum: organisation.Title } : { department: organisation.Title })
      : null,
  };
}

/** A location's opening and visiting times and addresses (the ones it has, in this order), e-mail and phone numbers. */
export function locationDetails(location: LocationDetails, t: Translate): LocationDetailsModel {
  const rows = [
    { label: t('page.openingTimes'), text: location.OpeningTimes },
    { label: t('page.polyclinicOpeningTimes'), text: location.OpeningTimesPolyclinic },
    { label: t('page.visitingTimes'), text: location.VisitingTimes },
    { label: t('page.address'), text: location.Address },
    { label: t('page.postalAddress'), text: location.PostalAddress },
  ].filter((row): row is { label: string; text: string } => Boolean(row.text?.trim()));
  return { title: location.Title, rows, email: location.Email, phones: phoneLines(location.PhoneNumbers) };
}

export function specialistDetails(specialist: SpecialistDetails, t: Translate): SpecialistDetailsModel {
  const departments = [...new Set([...specialist.Departments, ...specialist.Subdepartments].map((ref) => ref.Title))];
  return {
    title: specialist.Title,
    role: specialist.Role,
    organisations: [...specialist.Departments, ...specialist.Subdepartments, ...specialist.Centra].map(
      (ref) => ref.Title,
    ),
    study: specialist.Study,
    bigNumber: specialist.BIGRegistrationNumber,
    lists: [
      { label: t('page.areasOfFocus'), items: specialist.AreasOfFocus },
      { label: t('page.auxiliaryFunctions'), items: specialist.AuxiliaryFunctions },
    ].filter((list) => list.items.length > 0),
    overviewLinks:
      departments.length > 0
        ? departments.map((title) => ({
            href: specialistsRoute(title),
            title: t('page.allSpecialistsWith', { department: title }),
          }))
        : [{ href: specialistsRoute(), title: t('page.allSpecialists') }],
  };
}

export function researchDetails(research: ResearchDetails): ResearchDetailsModel {
  return {
    patientNeeded: research.PatientNeeded,
    topic: research.Onderwerp,
    departments: research.Departments.map((department) => department.Title),
    researchers: research.Specialists.map(
      (person) =>
        [person.Name, person.Tussenvoegsel, person.Surname].filter(Boolean).join(' ') +
        (person.Role ? ` (${person.Role})` : ''),
    ),
  };
}

export function authorModel(author: Author): AuthorModel {
  return {
    name: author.Title,
    role: author.Role,
    image: author.Image?.Url ? imageModel(author.Image) : null,
    href: author.Link?.Url || null,
  };
}
