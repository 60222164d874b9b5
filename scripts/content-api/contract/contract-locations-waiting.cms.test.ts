import { describe, expect, it } from 'vitest';
import {
  consultationEntrySchema,
  consultationLocationsSchema,
  locationEntrySchema,
  locationIdSchema,
  waitingTimeGroupSchema,
  waitingTimesMeasurementSchema,
  wardEntrySchema,
} from '@ziekenhuis/site-for-content-api';
import { useFixtureApi } from '../test-support/fixtures/client.ts';

const api = useFixtureApi();

describe('locations', () => {
  it("locations/{forPage}/{slug}: the locations with that organisation's clinics", async () => {
    const entries = await api.parse(locationEntrySchema.array(), '/locations/department/cardiologie');
    expect(entries.map((entry) => [entry.Location.Title, entry.Clinics.map((clinic) => clinic.Title)])).toEqual([
      ['Haarlem Zuid', ['Polikliniek Cardiologie', 'Verpleegafdeling Hart']],
      ['Hoofddorp', ['Polikliniek Cardiologie Hoofddorp']],
    ]);
    expect(entries[0]?.Location).toEqual({ SharepointId: 601, Title: 'Haarlem Zuid', Path: '/haarlem-zuid' });
    const titles = async (path: string): Promise<string[]> =>
      (await api.parse(locationEntrySchema.array(), path)).flatMap((entry) =>
        entry.Clinics.map((clinic) => `${entry.Location.Title}: ${clinic.Title}`),
      );
    expect(await titles('/locations/centrum/hartcentrum')).toEqual(['Haarlem Zuid: Balie Hartcentrum']);
    expect(await titles('/locations/subcentrum/Vaatcentrum')).toEqual(['Hoofddorp: Verpleegafdeling Vaatcentrum']);
    expect(await titles('/locations/subdepartment/hartfalen')).toEqual(['Haarlem Zuid: Polikliniek Hartfalen']);
    expect(await titles('/locations/department/vaatchirurgie')).toEqual([]);
    await api.expectError('/locations/department/onbekend', 404);
    await api.expectError('/locations/department/oogheelkunde', 404);
    await api.expectError('/locations/afdeling/cardiologie', 404);
  });

  it('locations/getId/{location}: by title or slug, ignoring case and accents', async () => {
    for (const name of ['Haarlem Zuid', 'haarlem-zuid', 'HAARLEM ZUID', 'haarlem zuid']) {
      expect(await api.parse(locationIdSchema, `/locations/getId/${encodeURIComponent(name)}`)).toEqual({ Id: 1 });
    }
    for (const name of ['Gezondheidscentrum Zoë', 'gezondheidscentrum zoe', 'Gezondheidscentrum-Zoe']) {
      expect(await api.parse(locationIdSchema, `/locations/getId/${encodeURIComponent(name)}`)).toEqual({ Id: 4 });
    }
    expect(await api.parse(locationIdSchema, '/locations/getId/2')).toEqual({ Id: 2 });
    await api.expectError('/locations/getId/Amsterdam', 404);
  });

  it('locations/departments?locationId=: the wards, Department null for a ward without one', async () => {
    expect(await api.parse(wardEntrySchema.array(), '/locations/departments?locationId=1')).toEqual([
      {
        Clinic: {
          Title: 'Verpleegafdeling Hart',
          PhoneNumber: [{ PhoneNumber: '023 224 0000', Description: 'Algemeen', Title: null }],
          VisitTime: '15.00-20.00',
          Route: 'Route 12',
        },
        Department: { Title: 'Cardiologie', Icon: 'heart' },
      },
      {
        Clinic: {
          Title: 'Verpleegafdeling Orthopedie',
          PhoneNumber: [{ PhoneNumber: '023 224 0000', Description: 'Algemeen', Title: null }],
          VisitTime: '15.00-20.00',
          Route: 'Route 12',
        },
        Department: { Title: 'Orthopedie', Icon: 'bone' },
      },
      {
        Clinic: {
          Title: 'Verkoeverkamer',
          PhoneNumber: [{ PhoneNumber: '023 224 0000', Description: 'Algemeen', Title: null }],
          VisitTime: null,
          Route: 'Route 12',
        },
        Department: null,
      },
    ]);
    expect(await api.parse(wardEntrySchema.array(), '/locations/departments?locationId=3')).toEqual([]);
    await api.expectError('/locations/departments?locationId=abc', 400);
    await api.expectError('/locations/departments?locationId=-1', 400);
    await api.expectError('/locations/departments', 400);
    await api.expectError('/locations/departments?locationId=99', 404);
  });
});

describe('waiting times', () => {
  const groups = waitingTimeGroupSchema.array();

  it('waiting-times without parameters: every department, per heading', async () => {
    expect(await api.parse(groups, '/waiting-times')).toEqual([
      {
        Kind: 'Polikliniek',
        WaitingTimes: [
          {
            Name: 'Cardiologie',
            Locations: [
              { Location: 'Haarlem Zuid', Days: 14 },
              { Location: 'Hoofddorp', Days: 21 },
            ],
          },
          { Name: 'Orthopedie', Locations: [{ Location: 'Haarlem Zuid', Days: 35 }] },
        ],
      },
      {
        Kind: 'Onderzoek',
        WaitingTimes: [{ Name: 'Cardiologie', Locations: [{ Location: 'Haarlem Zuid', Days: '-' }] }],
      },
      { Kind: 'Behandeling', WaitingTimes: [{ Name: 'Orthopedie', Locations: [{ Location: 'Hoofddorp', Days: 60 }] }] },
    ]);
  });

  it('waiting-times/measurement: the peildatum of every waiting time', async () => {
    expect(await api.parse(waitingTimesMeasurementSchema, '/waiting-times/measurement')).toEqual({
      MeasurementDate: '2026-05-26',
    });
  });

  it('waiting-times?forPage=&title=: one department or centre, case-insensitive', async () => {
    expect(await api.parse(groups, '/waiting-times?forPage=centrum')).toEqual([
      {
        Kind: 'Polikliniek',
        WaitingTimes: [{ Name: 'Hartcentrum', Locations: [{ Location: 'Haarlem Zuid', Days: 10 }] }],
      },
    ]);
    expect(
      (await api.parse(groups, '/waiting-times?forPage=department&title=orthopedie')).map((group) => group.Kind),
    ).toEqual(['Polikliniek', 'Behandeling']);
    expect(await api.parse(groups, '/waiting-times?title=Geriatrie')).toEqual([]);
    await api.expectError('/waiting-times?title=Onbekend', 404);
    await api.expectError('/waiting-times?forPage=afdeling', 400);
  });

  it('waiting-times/any?title=&forPage=: by title, forPage optional', async () => {
    expect(await api.parse(groups, '/waiting-times/any?title=Hartcentrum')).toEqual([
      {
        Kind: 'Polikliniek',
        WaitingTimes: [{ Name: 'Hartcentrum', Locations: [{ Location: 'Haarlem Zuid', Days: 10 }] }],
      },
    ]);
    expect((await api.parse(groups, '/waiting-times/any?title=cardiologie&forPage=department')).length).toBe(2);
    await api.expectError('/waiting-times/any?title=cardiologie&forPage=centrum', 404);
    await api.expectError('/waiting-times/any', 400);
  });

  it('waiting-times/consultations/locations: every location named, A-Z', async () => {
    expect(await api.parse(consultationLocationsSchema, '/waiting-times/consultations/locations')).toEqual([
      'Haarlem Zuid',
      'Heemstede',
      'Hoofddorp',
    ]);
  });

  it('waiting-times/consultations/{forPage}/{title}: the entries of that department or centre', async () => {
    const entries = consultationEntrySchema.array();
    const cardiology = await api.parse(entries, '/waiting-times/consultations/department/Cardiologie');
    expect(cardiology).toHaveLength(1);
    expect(cardiology[0]).toMatchObject({
      CentrumTitle: 'Hartcentrum',
      Department: { SharepointId: 110, Title: 'Cardiologie' },
    });
    expect(await api.parse(entries, '/waiting-times/consultations/centrum/hartcentrum')).toHaveLength(1);
    expect(await api.parse(entries, '/waiting-times/consultations/department/geriatrie')).toEqual([]);
    await api.expectError('/waiting-times/consultations/department/Onbekend', 404);
    await api.expectError('/waiting-times/consultations/afdeling/Cardiologie', 404);
  });
});
