import { describe, expect, it } from 'vitest';
import type { WaitingTimeGroup } from '#src/lib/contract/index.ts';
import {
  centreLookup,
  DEFAULT_WAITING_STATE,
  filterTitle,
  isDefaultWaitingState,
  parseWaitingTimesState,
  waitingTimesData,
  waitingTimesQuery,
  waitingTimesView,
} from '#src/overviews/waiting-times/waiting-times.ts';

const departments: WaitingTimeGroup[] = [
  {
    Kind: 'Polikliniek',
    WaitingTimes: [
      {
        Name: 'Cardiologie',
        Locations: [
          { Location: 'Haarlem Zuid', Days: 1 },
          { Location: 'Hoofddorp', Days: 0 },
          { Location: 'Hillegom', Days: '-' },
        ],
      },
      {
        Name: 'Dermatologie',
        Locations: [
          { Location: 'Haarlem Noord', Days: 12 },
          { Location: 'Alsmeer', Days: 4 },
        ],
      },
    ],
  },
  { Kind: 'Behandeling', WaitingTimes: [{ Name: 'Cardiologie', Locations: [{ Location: 'Haarlem Zuid', Days: -2 }] }] },
];
const centres: WaitingTimeGroup[] = [
  { Kind: 'Polikliniek', WaitingTimes: [{ Name: 'Hartcentrum', Locations: [{ Location: 'Haarlem Zuid', Days: 9 }] }] },
];
const data = waitingTimesData(
  departments,
  centres,
  (department) => (department === 'Cardiologie' ? 'Hartcentrum' : null),
  '2026-11-10',
);

describe('waiting-times data', () => {
  it('has every location of spec 9 as a column, the main ones first', () => {
    expect(data.locations).toEqual([
      'Haarlem Zuid',
      'Hoofddorp',
      'Haarlem Noord',
      'Alsmeer',
      'Amsterdam',
      'Heemstede',
      'Hillegom',
      'IJmuiden',
      'Nieuw-Vennep',
      'Velsen Noord',
    ]);
  });

  it('has the three headings in order, centres before departments, days aligned with the locations', () => {
    expect(data.groups.map((group) => group.kind)).toEqual(['Polikliniek', 'Onderzoek', 'Behandeling']);
    const [centre, cardiology] = data.groups[0]?.rows ?? [];
    expect(centre).toMatchObject({ title: 'Hartcentrum', type: 'centrum', centre: null });
    expect(cardiology).toMatchObject({ title: 'Cardiologie', type: 'department', centre: 'Hartcentrum' });
    expect(cardiology?.days).toEqual([1, 0, null, null, null, null, '-', null, null, null]);
  });

  it('keeps a location the spec does not name as an extra column', () => {
    const extra = waitingTimesData(
      [{ Kind: 'Onderzoek', WaitingTimes: [{ Name: 'X', Locations: [{ Location: 'Zandvoort', Days: 3 }] }] }],
      [],
      () => null,
      null,
    );
    expect(extra.locations.at(-1)).toBe('Zandvoort');
  });
});

describe('waiting-times view', () => {
  it('without a query: every department, the three main locations, headings without rows left out', () => {
    const view = waitingTimesView(data, DEFAULT_WAITING_STATE);
    expect(view.columns).toEqual(['Haarlem Zuid', 'Hoofddorp', 'Haarlem Noord']);
    expect(view.groups.map((group) => group.kind)).toEqual(['Polikliniek', 'Behandeling']);
    expect(view.groups[0]?.rows.map((row) => row.title)).toEqual(['Cardiologie', 'Dermatologie']);
    expect(view.groups[0]?.rows[1]?.days).toEqual([null, null, 12]);
  });

  it('all locations: ten columns', () => {
    const view = waitingTimesView(data, { ...DEFAULT_WAITING_STATE, allLocations: true });
    expect(view.columns).toHaveLength(10);
    expect(view.groups[0]?.rows[1]?.days).toEqual([null, null, 12, 4, null, null, null, null, null, null]);
  });

  it('department: that department only, whatever the case', () => {
    const view = waitingTimesView(data, { ...DEFAULT_WAITING_STATE, department: 'dermatologie' });
    expect(view.groups.map((group) => [group.kind, group.rows.map((row) => row.title)])).toEqual([
      ['Polikliniek', ['Dermatologie']],
    ]);
    const spaced = waitingTimesView(data, { ...DEFAULT_WAITING_STATE, department: ' DERMATOLOGIE ' });
    expect(spaced.groups.map((group) => group.rows.map((row) => row.title))).toEqual([['Dermatologie']]);
  });

  it("centrum: the centre's row and its departments' rows", () => {
    const view = waitingTimesView(data, { ...DEFAULT_WAITING_STATE, centrum: 'HARTCENTRUM' });
    expect(view.groups.map((group) => [group.kind, group.rows.map((row) => `${row.type}:${row.title}`)])).toEqual([
      ['Polikliniek', ['centrum:Hartcentrum', 'department:Cardiologie']],
      ['Behandeling', ['department:Cardiologie']],
    ]);
  });

  it('an unknown title shows no rows', () => {
    expect(waitingTimesView(data, { ...DEFAULT_WAITING_STATE, department: 'Onbekend' }).groups).toEqual([]);
    expect(filterTitle(data, { ...DEFAULT_WAITING_STATE, department: 'Onbekend' })).toBe('Onbekend');
    expect(filterTitle(data, { ...DEFAULT_WAITING_STATE, centrum: 'hartcentrum' })).toBe('Hartcentrum');
    expect(filterTitle(data, DEFAULT_WAITING_STATE)).toBeNull();
  });
});

describe("a department's centre", () => {
  it('is found whatever the case and spacing of the title; the last pair wins', () => {
    const centreOf = centreLookup([
      ['Cardiologie', 'Hartcentrum'],
      ['Keel-, neus-  en oorheelkunde', 'Hoofd-halscentrum'],
      ['cardiologie', 'Hart- en vaatcentrum'],
    ]);
    expect(centreOf('CARDIOLOGIE')).toBe('Hart- en vaatcentrum');
    expect(centreOf(' keel-, neus- en oorheelkunde ')).toBe('Hoofd-halscentrum');
    expect(centreOf('Dermatologie')).toBeNull();
    expect(centreLookup([])('Cardiologie')).toBeNull();
  });
});

describe('waiting-times query', () => {
  it('reads department or centrum (department wins) and locations=all; bad values fall back', () => {
    expect(parseWaitingTimesState(new URLSearchParams('department=Cardiologie&centrum=Hartcentrum'))).toEqual({
      department: 'Cardiologie',
      centrum: null,
      allLocations: false,
    });
    expect(parseWaitingTimesState(new URLSearchParams('centrum=%20Hartcentrum%20&locations=ALL'))).toEqual({
      department: null,
      centrum: 'Hartcentrum',
      allLocations: true,
    });
    expect(parseWaitingTimesState(new URLSearchParams('department=&locations=some'))).toEqual(DEFAULT_WAITING_STATE);
  });

  it('writes the state back without empty values', () => {
    expect(waitingTimesQuery(DEFAULT_WAITING_STATE)).toBe('');
    expect(waitingTimesQuery({ department: 'Keel-, neus- en oorheelkunde', centrum: null, allLocations: true })).toBe(
      '?department=Keel-%2C+neus-+en+oorheelkunde&locations=all',
    );
    expect(waitingTimesQuery({ department: null, centrum: 'Hartcentrum', allLocations: false })).toBe(
      '?centrum=Hartcentrum',
    );
    // Department wins over centrum; the query round-trips through the parser.
    expect(waitingTimesQuery({ department: 'Cardiologie', centrum: 'Hartcentrum', allLocations: false })).toBe(
      '?department=Cardiologie',
    );
    expect(waitingTimesQuery({ department: null, centrum: null, allLocations: true })).toBe('?locations=all');
    const state = { department: null, centrum: 'Hart & vaten', allLocations: true };
    expect(parseWaitingTimesState(new URLSearchParams(waitingTimesQuery(state)))).toEqual(state);
    expect(isDefaultWaitingState(DEFAULT_WAITING_STATE)).toBe(true);
    expect(isDefaultWaitingState({ ...DEFAULT_WAITING_STATE, allLocations: true })).toBe(false);
  });
});
