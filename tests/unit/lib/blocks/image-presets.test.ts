import { describe, expect, it } from 'vitest';
import { IMAGE_PRESETS } from '#src/lib/blocks/image-presets.ts';
import { variantBox } from '#src/lib/contract/images.ts';

describe('block image presets', () => {
  it('use existing variants with a width, cards at 392x196 and grid cards at 392x220', () => {
    for (const preset of Object.values(IMAGE_PRESETS)) {
      expect(preset.variants).toContain(preset.fallback);
      for (const variant of preset.variants) expect(variantBox(variant)?.width).toBeGreaterThan(0);
    }
    expect([IMAGE_PRESETS.card.width, IMAGE_PRESETS.card.height]).toEqual([392, 196]);
    expect([IMAGE_PRESETS.gridCard.width, IMAGE_PRESETS.gridCard.height]).toEqual([392, 220]);
  });
});
