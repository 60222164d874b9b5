import { describe, expect, it } from 'vitest';
import { orderLocations, waitingDisplay } from '#src/lib/blocks/waiting-times.ts';

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

describe('location order', () => {
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
