import { describe, expect, it } from 'vitest';
import { formatDuration } from '#src/lib/api/format-duration.ts';

describe('durations for people', () => {
  it('formats durations for people', () => {
    expect([
      formatDuration(20),
      formatDuration(12_400),
      formatDuration(600_000),
      formatDuration(5 * 3_600_000),
      formatDuration(3 * 86_400_000),
    ]).toEqual(['20 ms', '12 s', '10 min', '5 h', '3 d']);
  });
});
