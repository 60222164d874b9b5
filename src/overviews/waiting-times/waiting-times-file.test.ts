import { describe, expect, it } from 'vitest';
import { waitingTimesData } from '#src/overviews/waiting-times/waiting-times.ts';
import { WAITING_TIMES_FILE_COLUMNS, waitingTimesCsv } from '#src/overviews/waiting-times/waiting-times-file.ts';

const data = waitingTimesData(
  [
    {
      Kind: 'Polikliniek',
      WaitingTimes: [
        {
          Name: 'Keel-, neus- en oorheelkunde',
          Locations: [
            { Location: 'Haarlem Zuid', Days: 28 },
            { Location: 'Hoofddorp', Days: 29 },
          ],
        },
        { Name: '=cmd|calc', Locations: [{ Location: 'Hoofddorp', Days: '-' }] },
      ],
    },
    {
      Kind: 'Behandeling',
      WaitingTimes: [{ Name: 'Orthopedie', Locations: [{ Location: 'Haarlem Zuid', Days: 50 }] }],
    },
  ],
  [
    {
      Kind: 'Polikliniek',
      WaitingTimes: [{ Name: 'Hartcentrum', Locations: [{ Location: 'Haarlem Zuid', Days: 9 }] }],
    },
  ],
  () => null,
  '2026-11-10',
);

describe('the waiting-times file', () => {
  it('has a line per department, kind and location with a time, the peildatum and the norm it is held against', () => {
    const lines = waitingTimesCsv(data, 'Spaarne Gasthuis').split('\r\n');
    expect(lines).toEqual([
      WAITING_TIMES_FILE_COLUMNS.join(','),
      '2026-11-10,Spaarne Gasthuis,polikliniek,"Keel-, neus- en oorheelkunde",Haarlem Zuid,28,4,nee',
      '2026-11-10,Spaarne Gasthuis,polikliniek,"Keel-, neus- en oorheelkunde",Hoofddorp,29,4,ja',
      "2026-11-10,Spaarne Gasthuis,polikliniek,'=cmd|calc,Hoofddorp,,4,",
      '2026-11-10,Spaarne Gasthuis,behandeling,Orthopedie,Haarlem Zuid,50,7,ja',
      '',
    ]);
  });

  it('leaves the peildatum empty when it is unknown, and has only the header without times', () => {
    expect(waitingTimesCsv({ ...data, measuredOn: null }, 'X').split('\r\n')[1]).toMatch(/^,X,polikliniek,/);
    expect(
      waitingTimesCsv(
        waitingTimesData([], [], () => null, null),
        'X',
      ),
    ).toBe(`${WAITING_TIMES_FILE_COLUMNS.join(',')}\r\n`);
  });
});
