import { describe, expect, it } from 'vitest';
import { exceedsTreeknorm, treeknormDays, TREEKNORM_WEEKS } from '#src/lib/blocks/treeknorm.ts';

describe('the Treeknorm', () => {
  it('is 4 weeks for outpatient and diagnostics, 7 for treatment, held against calendar days', () => {
    expect(TREEKNORM_WEEKS).toEqual({ Polikliniek: 4, Onderzoek: 4, Behandeling: 7 });
    expect([treeknormDays('Polikliniek'), treeknormDays('Onderzoek'), treeknormDays('Behandeling')]).toEqual([
      28, 28, 49,
    ]);
  });

  it('is exceeded only by a wait longer than the norm, not one equal to it', () => {
    expect(exceedsTreeknorm('Polikliniek', 28)).toBe(false);
    expect(exceedsTreeknorm('Polikliniek', 29)).toBe(true);
    expect(exceedsTreeknorm('Onderzoek', 29)).toBe(true);
    expect(exceedsTreeknorm('Behandeling', 49)).toBe(false);
    expect(exceedsTreeknorm('Behandeling', 50)).toBe(true);
  });

  it('is never exceeded by a time that is not available', () => {
    expect(exceedsTreeknorm('Behandeling', '-')).toBe(false);
    expect(exceedsTreeknorm('Behandeling', null)).toBe(false);
    expect(exceedsTreeknorm('Behandeling', undefined)).toBe(false);
    expect(exceedsTreeknorm('Polikliniek', -90)).toBe(false);
  });
});
