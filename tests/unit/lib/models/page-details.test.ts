import { describe, expect, it } from 'vitest';
import {
  authorModel,
  locationDetails,
  organisationContact,
  phoneLines,
  researchDetails,
  specialistDetails,
} from '#src/lib/models/page-details.ts';
import { testModelContext, testSpecialist } from './fixtures.ts';

const ref = (title: string) => ({ SharepointId: title, Title: title, Path: `/${title.toLowerCase()}` });

describe('page-type details as plain view models', () => {
  it('phone numbers: the description, else the number itself, with a tel: link without spaces and parentheses', () => {
    expect(
      phoneLines([
        { PhoneNumber: '(023) 224 0000', Description: 'Polikliniek' },
        { PhoneNumber: '023 224 1111', Description: null },
      ]),
    ).toEqual([
      { label: 'Polikliniek', number: '(023) 224 0000', href: 'tel:0232240000' },
      { label: '023 224 1111', number: '023 224 1111', href: 'tel:0232241111' },
    ]);
  });

  it('organisation contact: logo only for centres; waiting times hidden by the page or the organisation', () => {
    const organisation = {
      SharepointId: 1,
      Title: 'Cardiologie',
      Path: '/cardiologie',
      AppointmentURL: 'https://afspraak.example.nl',
      PhoneNumbers: [],
      Logo: { Title: 'L', Url: '/media/l.png' },
      HideWaiting: false,
    };
    expect(organisationContact(organisation, { isCentre: false, hideWaitingTimes: false })).toEqual({
      logo: null,
      phones: [],
      appointmentUrl: 'https://afspraak.example.nl',
      waitingTimesHref: '/wachttijden?department=Cardiologie',
    });
    expect(
      organisationContact({ ...organisation, HideWaiting: true }, { isCentre: true, hideWaitingTimes: false })
        .waitingTimesHref,
    ).toBeNull();
    expect(organisationContact(organisation, { isCentre: true, hideWaitingTimes: true })).toMatchObject({
      logo: { url: '/media/l.png', alt: 'L' },
      waitingTimesHref: null,
    });
  });

  it('location details: only the times and addresses it has, in order, labelled in the page language', async () => {
    const { t } = await testModelContext('en');
    const details = locationDetails(
      {
        SharepointId: 1,
        Title: 'Hoofddorp',
        Path: '/hoofddorp',
        OpeningTimes: 'Ma-vr 8-17',
        VisitingTimes: ' ',
        OpeningTimesPolyclinic: null,
        Address: 'Spaarnepoort 1',
        PostalAddress: null,
        Email: 'info@example.nl',
        PhoneNumbers: [{ PhoneNumber: '023 224 0000', Description: 'Receptie' }],
      },
      t,
    );
    expect(details.rows).toEqual([
      { label: t('page.openingTimes'), text: 'Ma-vr 8-17' },
      { label: t('page.address'), text: 'Spaarnepoort 1' },
    ]);
    expect(details).toMatchObject({ title: 'Hoofddorp', email: 'info@example.nl', phones: [{ label: 'Receptie' }] });
  });

  it('specialist: organisations, lists that have items, and one overview link per department and sub-department', async () => {
    const { t } = await testModelContext();
    const specialist = specialistDetails(
      testSpecialist({
        AcademicTitle: 'Dr.',
        AreasOfFocus: ['Hartfalen'],
        BIGRegistrationNumber: '123',
        Departments: [{ ...ref('Cardiologie'), Centrum: null }],
        Centra: [ref('Hartcentrum')],
        Subdepartments: [
          { ...ref('Hartfalen'), Centrum: null },
          { ...ref('Cardiologie'), Centrum: null },
        ],
      }),
      t,
    );
    expect(specialist.organisations).toEqual(['Cardiologie', 'Hartfalen', 'Cardiologie', 'Hartcentrum']);
    expect(specialist.lists).toEqual([{ label: t('page.areasOfFocus'), items: ['Hartfalen'] }]);
    expect(specialist.overviewLinks).toEqual([
      { title: t('page.allSpecialistsWith', { department: 'Cardiologie' }), href: '/specialisten?filter=Cardiologie' },
      { title: t('page.allSpecialistsWith', { department: 'Hartfalen' }), href: '/specialisten?filter=Hartfalen' },
    ]);
  });

  it('research: researchers as name (role); author with image and link', () => {
    expect(
      researchDetails({
        PatientNeeded: false,
        Onderwerp: null,
        Departments: [{ Title: 'Cardiologie' }],
        Specialists: [
          { Name: 'Anna', Tussenvoegsel: 'de', Surname: 'Vries', Role: 'Cardioloog' },
          { Name: 'Bo', Tussenvoegsel: null, Surname: 'Jansen', Role: null },
        ],
      }),
    ).toEqual({
      patientNeeded: false,
      topic: null,
      departments: ['Cardiologie'],
      researchers: ['Anna de Vries (Cardioloog)', 'Bo Jansen'],
    });
    expect(
      authorModel({
        Title: 'Redactie',
        Role: null,
        Image: { Title: 'R', Url: '/media/r.jpg' },
        Link: { Url: '/over-ons' },
      }),
    ).toEqual({
      name: 'Redactie',
      role: null,
      image: { url: '/media/r.jpg', alt: 'R' },
      href: '/over-ons',
    });
  });
});
