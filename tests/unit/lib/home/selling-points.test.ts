import { describe, expect, it } from 'vitest';
import { createTranslator, overlayStrings, BUNDLED_STRINGS } from '#src/i18n/translator.ts';
import { sellingPoints, MAX_SELLING_POINTS } from '#src/lib/home/selling-points.ts';

describe('UI strings', () => {
  it('selling points: at most four, blank ones left out', async () => {
    const t = await createTranslator(
      'nl',
      overlayStrings(BUNDLED_STRINGS.nl, {
        home: { sellingPoints: { '1': 'Dichtbij', '2': ' ', '3': 'Topklinisch', '4': 'Opleiding' } },
      }),
    );
    expect(sellingPoints(t)).toEqual(['Dichtbij', 'Topklinisch', 'Opleiding']);
    expect(MAX_SELLING_POINTS).toBe(4);
  });
});
