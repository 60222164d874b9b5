import { describe, expect, it } from 'vitest';
import {
  contentPageModel,
  eventPageModel,
  friendPageModel,
  generalPageModel,
  locationPageModel,
  newsPageModel,
  organisationPageModel,
  researchPageModel,
  specialistPageModel,
  waitingTimesPageModel,
} from '#src/lib/models/content-page.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import { child, testInput, testLocation, testModelContext, testPage, testSpecialist } from './fixtures.ts';

const ref = (title: string, path: string) => ({ SharepointId: path, Title: title, Path: path });

describe('content page models', () => {
  it('every page: head, header (title, intro, image, call to action), breadcrumbs and structured data', async () => {
    const ctx = await testModelContext();
    const page = testPage({
      ContentType: 'News pagina',
      Title: 'Nieuw',
      HeaderTitle: ' Nieuwe poli ',
      Path: '/nieuwe-poli',
      HeaderDescription: 'Intro',
      TeaserDescription: 'Teaser',
      HeaderImage: { Title: 'Alt', Url: '/media/a.jpg' },
      HeaderLink: { Title: '', Url: '/contact' },
      PublicationDate: '2026-03-01T09:00:00Z',
      ModifiedDate: '2026-03-02T10:00:00Z',
    });
    const model = newsPageModel(testInput(page, '/nieuws/nieuwe-poli'), ctx);
    expect(model.head).toEqual({
      pageType: 'news',
      locale: 'nl',
      title: { MetaTitle: null, HeaderTitle: ' Nieuwe poli ', Title: 'Nieuw' },
      description: 'Teaser',
      alternates: { nl: '/nieuws/nieuwe-poli' },
      modified: '2026-03-02T10:00:00Z',
    });
    expect(model.header).toMatchObject({
      kind: 'newsDetail',
      title: 'Nieuwe poli',
      intro: 'Intro',
      image: { url: '/media/a.jpg', alt: 'Alt' },
      link: { title: 'Nieuwe poli', url: '/contact' },
    });
    expect(model.header.crumbs.map((crumb) => crumb.label)).toEqual(['Spaarne Gasthuis', 'Nieuws', 'Nieuwe poli']);
    expect(model.publicationDate).toBe('2026-03-01T09:00:00Z');
    expect(model.structuredData).toMatchObject({ '@type': 'NewsArticle', headline: 'Nieuwe poli' });
    expect(model.reviewDates).toBeNull();
  });

  it('every page: its review days when the CMS gives them, the same whatever the day of the build', async () => {
    const ctx = await testModelContext();
    const page = testPage({
      ContentType: 'Afdeling pagina',
      Title: 'Cardiologie',
      Path: '/cardiologie',
      LastReviewedDate: '2025-10-01',
      NextReviewDate: '2026-09-30T22:30:00Z',
    });
    const model = organisationPageModel(testInput(page, '/afdelingen-en-centra/cardiologie'), ctx);
    expect(model.reviewDates).toEqual({ lastReviewed: '2025-10-01', nextReview: '2026-10-01' });
  });

  it('general page: side menu of its own children, else of its parent with a link to the parent; none without ShowSidemenu', async () => {
    const ctx = await testModelContext();
    const page = testPage({
      ContentType: 'Spaarne pagina',
      Title: 'Opname',
      Path: '/opname',
      ShowSidemenu: true,
      Parent: { ...ref('Patiënten', '/patienten'), Parent: null },
    });
    const own = generalPageModel(
      testInput(page, '/patienten/opname', { children: [child('Wat neemt u mee', '/patienten/opname/mee')] }),
      ctx,
    );
    expect(own.sideMenu).toEqual({
      parent: null,
      items: [{ title: 'Wat neemt u mee', href: '/patienten/opname/mee' }],
      hideOnMobile: false,
    });
    const parent = {
      title: 'Patiënten',
      route: '/patienten',
      children: [child('Opname', '/patienten/opname'), child('Ontslag', '/patienten/ontslag')],
    };
    const fromParent = generalPageModel(testInput(page, '/patienten/opname', { parent }), ctx);
    expect(fromParent.sideMenu?.parent).toEqual({ title: 'Patiënten', href: '/patienten' });
    expect(fromParent.sideMenu?.items.map((item) => item.href)).toEqual(['/patienten/opname', '/patienten/ontslag']);
    expect(
      generalPageModel(testInput({ ...page, ShowSidemenu: false }, '/patienten/opname', { parent }), ctx).sideMenu,
    ).toBeNull();
    expect(fromParent.header.kind).toBe('general');
  });

  it('general page: a partner page hides its side menu on mobile', async () => {
    const ctx = await testModelContext();
    const page = testPage({
      ContentType: 'Spaarne pagina',
      Title: 'Verwijzers',
      Path: '/huisartsen-en-verwijzers',
      ShowSidemenu: true,
    });
    expect(
      generalPageModel(testInput(page, '/huisartsen-en-verwijzers', { children: [child('A', '/a')] }), ctx).sideMenu
        ?.hideOnMobile,
    ).toBe(true);
  });

  it('friends page: the friends menu in two groups, titled from the friends pages, else by route', async () => {
    const ctx = await testModelContext();
    const page = testPage({ ContentType: 'Vrienden pagina', Title: 'Shop', Path: '/shop' });
    const model = friendPageModel(
      testInput(page, '/vrienden/shop', { friendTitles: new Map([['/vrienden/shop', 'De shop']]) }),
      ctx,
    );
    expect(model.friendsMenu.top).toHaveLength(5);
    expect(model.friendsMenu.bottom).toHaveLength(2);
    expect(model.friendsMenu.top[1]).toEqual({ title: 'De shop', href: '/vrienden/shop' });
    expect(model.friendsMenu.top[0]).toEqual({ title: '/vrienden/kom-in-actie', href: '/vrienden/kom-in-actie' });
    expect(model.header.kind).toBe('friend');
  });

  it("organisation pages: the contact box (logo for centres) and a sub-department's way back to its department", async () => {
    const ctx = await testModelContext();
    const organisation = {
      SharepointId: 7,
      Title: 'Cardiologie',
      Path: '/cardiologie',
      AppointmentURL: null,
      PhoneNumbers: [],
      Logo: { Title: 'Logo', Url: '/media/logo.png' },
      HideWaiting: false,
    };
    const centre = organisationPageModel(
      testInput(
        testPage({
          ContentType: 'Centra pagina',
          Title: 'Hartcentrum',
          Path: '/hartcentrum',
          Organisation: { ...organisation, Title: 'Hartcentrum' },
        }),
        '/afdelingen-en-centra/hartcentrum',
      ),
      ctx,
    );
    expect(centre.organisation).toEqual({
      logo: { url: '/media/logo.png', alt: 'Logo' },
      phones: [],
      appointmentUrl: null,
      waitingTimesHref: '/wachttijden?centrum=Hartcentrum',
    });
    expect(centre.returnTo).toBeNull();
    expect(centre.header.kind).toBe('centra');
    const sub = organisationPageModel(
      testInput(
        testPage({
          ContentType: 'Sub-afdeling pagina',
          Title: 'Hartfalen',
          Path: '/hartfalen',
          HideWaitingTimes: true,
          Organisation: organisation,
          Department: { ...ref('Cardiologie', '/cardiologie'), Centrum: ref('Hartcentrum', '/hartcentrum') },
        }),
        '/afdelingen-en-centra/hartcentrum/cardiologie/hartfalen',
      ),
      ctx,
    );
    expect(sub.organisation).toEqual({ logo: null, phones: [], appointmentUrl: null, waitingTimesHref: null });
    expect(sub.returnTo).toEqual({ title: 'Cardiologie', href: '/afdelingen-en-centra/hartcentrum/cardiologie' });
  });

  it('organisation pages: a menu of their sub-pages, a centre also of its departments and sub-centres, each once', async () => {
    const ctx = await testModelContext();
    const centre = testPage({ ContentType: 'Centra pagina', Title: 'Oogcentrum', Path: '/oogcentrum' });
    const withMenu = organisationPageModel(
      testInput(centre, '/afdelingen-en-centra/oogcentrum', {
        children: [child('Over het centrum', '/afdelingen-en-centra/oogcentrum/over-het-centrum')],
        centreChildren: [
          { SharepointId: 1, Title: 'Maculacentrum', Url: '/afdelingen-en-centra/oogcentrum/maculacentrum' },
          { SharepointId: 2, Title: 'Oogheelkunde', Url: '/afdelingen-en-centra/oogcentrum/oogheelkunde' },
          { SharepointId: 3, Title: 'Over het centrum', Url: '/afdelingen-en-centra/oogcentrum/over-het-centrum' },
        ],
      }),
      ctx,
    );
    expect(withMenu.sideMenu).toEqual({
      parent: null,
      items: [
        { title: 'Over het centrum', href: '/afdelingen-en-centra/oogcentrum/over-het-centrum' },
        { title: 'Maculacentrum', href: '/afdelingen-en-centra/oogcentrum/maculacentrum' },
        { title: 'Oogheelkunde', href: '/afdelingen-en-centra/oogcentrum/oogheelkunde' },
      ],
      hideOnMobile: false,
    });
    const department = testPage({ ContentType: 'Afdeling pagina', Title: 'Dermatologie', Path: '/dermatologie' });
    expect(organisationPageModel(testInput(department, '/afdelingen-en-centra/dermatologie'), ctx).sideMenu).toBeNull();
    // Links the URL policy refused (no address) are not one another's doubles: each keeps its title.
    const refused = organisationPageModel(
      testInput(centre, '/afdelingen-en-centra/oogcentrum', {
        centreChildren: [
          { SharepointId: 1, Title: 'Maculacentrum', Url: '' },
          { SharepointId: 2, Title: 'Oogheelkunde', Url: '' },
        ],
      }),
      ctx,
    );
    expect(refused.sideMenu?.items.map((item) => item.title)).toEqual(['Maculacentrum', 'Oogheelkunde']);
  });

  it('general page without a side menu: its child pages are listed after its content', async () => {
    const ctx = await testModelContext();
    const page = testPage({ ContentType: 'Spaarne pagina', Title: 'Op bezoek', Path: '/op-bezoek' });
    const children = [child('Bezoektijden', '/op-bezoek/bezoektijden'), child('Bloemen', '/op-bezoek/bloemen')];
    expect(generalPageModel(testInput(page, '/op-bezoek', { children }), ctx).subPages).toEqual([
      { title: 'Bezoektijden', href: '/op-bezoek/bezoektijden' },
      { title: 'Bloemen', href: '/op-bezoek/bloemen' },
    ]);
    // With the side menu they are there already.
    expect(
      generalPageModel(testInput({ ...page, ShowSidemenu: true }, '/op-bezoek', { children }), ctx).subPages,
    ).toEqual([]);
  });

  it('department pages: anchors only for blocks whose title is in the configured list', async () => {
    const ctx = await testModelContext();
    const blocks: BlockWithData[] = [
      { kind: 'text', id: 'b1', value: { title: 'Wachttijden', html: '<p>x</p>' }, data: null } as BlockWithData,
      { kind: 'text', id: 'b2', value: { title: 'Iets anders', html: '<p>y</p>' }, data: null } as BlockWithData,
    ];
    const page = testPage({ ContentType: 'Afdeling pagina', Title: 'Cardiologie', Path: '/cardiologie' });
    expect(
      organisationPageModel(testInput(page, '/afdelingen-en-centra/cardiologie', { blocks }), ctx).anchors,
    ).toEqual([{ id: 'b1', title: 'Wachttijden' }]);
    const general = testPage({ ContentType: 'Spaarne pagina', Title: 'Opname', Path: '/opname' });
    expect(generalPageModel(testInput(general, '/opname', { blocks }), ctx).anchors.map((anchor) => anchor.id)).toEqual(
      ['b1', 'b2'],
    );
  });

  it('event, location, specialist and research pages carry their own details; a specialist shows a portrait, not a header image', async () => {
    const ctx = await testModelContext();
    const event = eventPageModel(
      testInput(
        testPage({
          ContentType: 'Agenda pagina',
          Title: 'Open dag',
          Path: '/open-dag',
          EventDate: '2026-05-01T10:00:00Z',
        }),
        '/agenda/open-dag',
      ),
      ctx,
    );
    expect(event).toMatchObject({
      pageType: 'event',
      eventDate: '2026-05-01T10:00:00Z',
      header: { kind: 'eventDetail' },
    });
    const details = testLocation({ Address: 'Spaarnepoort 1' });
    const location = locationPageModel(
      testInput(
        testPage({ ContentType: 'Locatie pagina', Title: 'Hoofddorp', Path: '/hoofddorp', Location: details }),
        '/contact/hoofddorp',
      ),
      ctx,
    );
    expect(location).toMatchObject({
      location: { title: 'Hoofddorp', rows: [{ label: 'Adres', text: 'Spaarnepoort 1' }], email: null, phones: [] },
      header: { kind: 'locationDetail' },
    });
    const image = { Title: 'Portret', Url: '/media/p.jpg' };
    const specialist = specialistPageModel(
      testInput(
        testPage({
          ContentType: 'Specialist pagina',
          Title: 'Dr. A. de Vries',
          Path: '/a-de-vries',
          HeaderImage: { Title: 'Kop', Url: '/media/k.jpg' },
          Specialist: testSpecialist({ Image: image }),
        }),
        '/specialisten/a-de-vries',
      ),
      ctx,
    );
    expect(specialist.portrait).toEqual({ url: '/media/p.jpg', alt: 'Portret' });
    expect(specialist.specialist?.overviewLinks).toEqual([{ title: 'Alle specialisten', href: '/specialisten' }]);
    expect(specialist.header).toMatchObject({ kind: 'specialistDetail', image: null });
    const research = researchPageModel(
      testInput(
        testPage({
          ContentType: 'Onderzoek pagina',
          Title: 'Studie',
          Path: '/studie',
          Research: { PatientNeeded: true, Onderwerp: 'Hart', Departments: [], Specialists: [] },
        }),
        '/wetenschappelijke-onderzoeken/studie',
      ),
      ctx,
    );
    expect(research).toMatchObject({
      research: { patientNeeded: true, topic: 'Hart' },
      header: { kind: 'researchDetail' },
    });
    const waiting = waitingTimesPageModel(
      testInput(
        testPage({ ContentType: 'Wachttijden pagina', Title: 'Wachttijden', Path: '/wachttijden' }),
        '/wachttijden',
      ),
      ctx,
    );
    expect(waiting.header.crumbs.map((crumb) => crumb.label)).toEqual(['Spaarne Gasthuis', 'Wachttijden']);
  });

  it('contentPageModel picks the function of the page type; ancestors that are not pages lose their link', async () => {
    const ctx = await testModelContext('nl', (route) => route !== '/patienten');
    const page = testPage({
      ContentType: 'Spaarne pagina',
      Title: 'Opname',
      Path: '/opname',
      Parent: { ...ref('Patiënten', '/patienten'), Parent: null },
    });
    const model = contentPageModel(testInput(page, '/patienten/opname'), ctx);
    expect(model.pageType).toBe('general');
    expect(model.header.crumbs).toEqual([
      { label: 'Spaarne Gasthuis', href: '/' },
      { label: 'Patiënten' },
      { label: 'Opname' },
    ]);
  });

  it('English pages: breadcrumbs start at /en and the head names the English language', async () => {
    const ctx = await testModelContext('en');
    const page = testPage({
      ContentType: 'Spaarne pagina',
      Title: 'Visiting',
      Path: '/visiting',
      Language: { Code: 'en' },
    });
    const model = generalPageModel(testInput(page, '/en/visiting'), ctx);
    expect(model.head.locale).toBe('en');
    expect(model.header.crumbs[0]).toEqual({ label: 'Spaarne Gasthuis', href: '/en' });
  });
});
