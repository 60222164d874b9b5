import { describe, expect, it } from 'vitest';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';
import { bundledFrame } from '#src/lib/models/frame.ts';
import { frameFromRelease, keptFrames, releaseFramesSchema } from '#src/lib/models/release-frame.ts';

describe('the frame a release keeps', () => {
  const links = NO_DEAD_LINKS(['www.spaarnegasthuis.nl']);

  it('keeps every language as data and makes the same frame again from it', async () => {
    const built = async (locale: 'nl' | 'en') => ({
      ...(await bundledFrame(locale, links)),
      menu: [
        {
          title: locale === 'nl' ? 'Patiënten' : 'Patients',
          href: null,
          children: [{ title: 'Tolken', href: '/tolken' }],
        },
      ],
      footerColumns:
        locale === 'nl' ? [{ name: 'Column 2' as const, links: [{ title: 'Werken bij', href: '/werken-bij' }] }] : [],
      crisisBannerHtml: locale === 'nl' ? '<p>Beperkte bereikbaarheid</p>' : null,
    });
    const kept = keptFrames(built);
    const written = JSON.parse(JSON.stringify(await kept)) as unknown;
    const read = releaseFramesSchema.parse(written);
    expect(read).toEqual(await kept);
    for (const locale of ['nl', 'en'] as const) {
      const again = await frameFromRelease(read[locale], locale, links);
      const original = await built(locale);
      expect({ ...again, t: undefined }).toEqual({ ...original, t: undefined });
      expect(again.t('notFound.title')).toBe(original.t('notFound.title'));
    }
  });

  it('refuses a file that is not what the build writes', () => {
    const kept = { strings: {}, menu: [], footerColumns: [], crisisBannerHtml: null };
    expect(releaseFramesSchema.safeParse({ nl: kept, en: kept }).success).toBe(true);
    expect(releaseFramesSchema.safeParse({ nl: kept }).success).toBe(false);
    expect(releaseFramesSchema.safeParse({ nl: { ...kept, menu: [{ title: 'x' }] }, en: kept }).success).toBe(false);
    expect(
      releaseFramesSchema.safeParse({ nl: { ...kept, footerColumns: [{ name: 'Column 9', links: [] }] }, en: kept })
        .success,
    ).toBe(false);
  });
});
