import { describe, expect, it } from 'vitest';
import type { ConsultationEntry } from '#src/lib/contract/waiting-times.ts';
import { waitingTable, withoutNonPositive } from '#src/blocks/waitingTimes/waiting-table.ts';

const entry = (title: string, locations: Array<[string, number | '-']>): ConsultationEntry => ({
  Department: { SharepointId: title, Title: title, AppointmentUrl: null, PhoneNumber: null },
  CentrumTitle: null,
  Locations: locations.map(([Location, Days]) => ({ Location, Days })),
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

  it('makes a table with a row per department; removed and missing times are not available', () => {
    const table = waitingTable(
      [
        entry('Cardiologie', [
          ['Hoofddorp', 1],
          ['Haarlem Zuid', 0],
        ]),
        entry('Vaatchirurgie', [['Haarlem Zuid', 20]]),
      ],
      '2026-11-10',
    );
    expect(table).toEqual({
      measuredOn: '2026-11-10',
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
    expect(waitingTable([], null)).toBeNull();
    expect(
      waitingTable(
        [
          entry('Cardiologie', [
            ['Hoofddorp', 0],
            ['Haarlem Zuid', -1],
          ]),
        ],
        null,
      ),
    ).toBeNull();
  });
});
