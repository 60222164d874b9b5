import { describe, expect, it } from 'vitest';
import type { ConsultationEntry } from '#src/lib/contract/index.ts';
import { orderLocations, waitingDisplay, waitingTable, withoutNonPositive } from '#src/lib/blocks/waiting-times.ts';

const entry = (title: string, locations: Array<[string, number | '-']>): ConsultationEntry => ({
  Department: { SharepointId: title, Title: title, AppointmentUrl: null, PhoneNumber: null },
  CentrumTitle: null,
  Locations: locations.map(([Location, Days]) => ({ Location, Days })),
});

describe('waiting-time display', () => {
  it("'-' titled not available for '-', 0 and less", () => {
    for (const days of ['-', 0, -3, null, undefined] as const)
      expect(waitingDisplay(days)).toEqual({ kind: 'unavailable', text: '-' });
  });
  it("'dag' for 1, 'dagen' for more", () => {
    expect(waitingDisplay(1)).toEqual({ kind: 'days', days: 1, unit: 'day' });
    expect(waitingDisplay(2)).toEqual({ kind: 'days', days: 2, unit: 'days' });
    expect(waitingDisplay(45)).toEqual({ kind: 'days', days: 45, unit: 'days' });
  });
});

describe('waiting-times block', () => {
  it('removes entries of 0 days or less and keeps not-available ones', () => {
    const [cleaned] = withoutNonPositive([
      entry('Cardiologie', [
        ['Haarlem Zuid', -3],
        ['Hoofddorp', 0],
        ['Haarlem Noord', '-'],
        ['Heemstede', 12],
      ]),
    ]);
    expect(cleaned?.Locations).toEqual([
      { Location: 'Haarlem Noord', Days: '-' },
      { Location: 'Heemstede', Days: 12 },
    ]);
  });

  it('orders the main locations first, then the others in the spec order', () => {
    expect(
      orderLocations([
        'Velsen Noord',
        'Heemstede',
        'Haarlem Noord',
        'Zandvoort',
        'Hoofddorp',
        'Haarlem Zuid',
        'Alsmeer',
        'Hoofddorp',
      ]),
    ).toEqual(['Haarlem Zuid', 'Hoofddorp', 'Haarlem Noord', 'Alsmeer', 'Heemstede', 'Velsen Noord', 'Zandvoort']);
  });

  it('makes a table with a row per department; removed and missing times are not available', () => {
    const table = waitingTable([
      entry('Cardiologie', [
        ['Hoofddorp', 1],
        ['Haarlem Zuid', 0],
      ]),
      entry('Vaatchirurgie', [['Haarlem Zuid', 20]]),
    ]);
    expect(table).toEqual({
      columns: ['Haarlem Zuid', 'Hoofddorp'],
      rows: [
        {
          title: 'Cardiologie',
          cells: [
            { kind: 'unavailable', text: '-' },
            { kind: 'days', days: 1, unit: 'day' },
          ],
        },
        {
          title: 'Vaatchirurgie',
          cells: [
            { kind: 'days', days: 20, unit: 'days' },
            { kind: 'unavailable', text: '-' },
          ],
        },
      ],
    });
  });

  it('has no table when nothing is left', () => {
    expect(waitingTable([])).toBeNull();
    expect(
      waitingTable([
        entry('Cardiologie', [
          ['Hoofddorp', 0],
          ['Haarlem Zuid', -1],
        ]),
      ]),
    ).toBeNull();
  });
});

describe('waiting-time display (spec 9, the rules of the waitingTimes block)', () => {
  it("is '-' (not available) for '-', 0 or less, and N 'dag'/'dagen' otherwise", () => {
    expect(waitingDisplay('-')).toEqual({ kind: 'unavailable', text: '-' });
    expect(waitingDisplay(0)).toEqual({ kind: 'unavailable', text: '-' });
    expect(waitingDisplay(-3)).toEqual({ kind: 'unavailable', text: '-' });
    expect(waitingDisplay(null)).toEqual({ kind: 'unavailable', text: '-' });
    expect(waitingDisplay(1)).toEqual({ kind: 'days', days: 1, unit: 'day' });
    expect(waitingDisplay(14)).toEqual({ kind: 'days', days: 14, unit: 'days' });
  });
});
