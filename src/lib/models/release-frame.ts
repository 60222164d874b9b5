/**
 * The frame a release was built with, kept in the release (`/data/site-frame.json`,
 * src/pages/data/site-frame.json.ts) so that a page the origin renders on demand for visitors (a
 * served search) shows the same menu, footer, crisis banner and strings as every other page of the
 * release, with no call to the CMS: only search calls the CMS at run time (DESIGN.md "A release
 * stands alone"). What it holds is data; the translator is made again from the strings when read.
 */
import { z } from 'zod';
import type { Locale } from '#src/i18n/locales.ts';
import { createTranslator } from '#src/i18n/translator.ts';
import type { LinkRules } from '#src/lib/content/link-rules.ts';
import { translationTreeSchema } from '#src/lib/contract/translations.ts';
import type { SiteFrame } from '#src/lib/models/frame.ts';

/** Where in the site the build keeps the frames: `/data/site-frame.json` (src/pages/data/site-frame.json.ts). */
export const RELEASE_FRAMES_PATH = 'data/site-frame.json';

const menuLinkSchema = z.object({ title: z.string(), href: z.string() });

/** One language's frame as the release keeps it. */
const keptFrameSchema = z.object({
  strings: translationTreeSchema,
  menu: z.array(z.object({ title: z.string(), href: z.string().nullable(), children: z.array(menuLinkSchema) })),
  footerColumns: z.array(
    z.object({ name: z.enum(['Column 1', 'Column 2', 'Column 3']), links: z.array(menuLinkSchema) }),
  ),
  crisisBannerHtml: z.string().nullable(),
});

/** Every language's frame, as `/data/site-frame.json` holds them. */
export const releaseFramesSchema = z.object({ nl: keptFrameSchema, en: keptFrameSchema });

export type KeptFrame = z.infer<typeof keptFrameSchema>;
export type ReleaseFrames = z.infer<typeof releaseFramesSchema>;

/** What the release keeps of a frame: its data, not its translator or link rules. */
export function keptFrame(frame: SiteFrame): KeptFrame {
  return {
    strings: frame.strings,
    menu: frame.menu,
    footerColumns: frame.footerColumns,
    crisisBannerHtml: frame.crisisBannerHtml,
  };
}

/** Every language's kept frame, made with `frameOf` (the build context's frame). */
export async function keptFrames(frameOf: (locale: Locale) => Promise<SiteFrame>): Promise<ReleaseFrames> {
  const [nl, en] = await Promise.all([frameOf('nl'), frameOf('en')]);
  return { nl: keptFrame(nl), en: keptFrame(en) };
}

/** The frame of `locale` from what the release kept, with the link rules of the page that shows it. */
export async function frameFromRelease(kept: KeptFrame, locale: Locale, links: LinkRules): Promise<SiteFrame> {
  return {
    locale,
    t: await createTranslator(locale, kept.strings),
    strings: kept.strings,
    links,
    menu: kept.menu,
    footerColumns: kept.footerColumns,
    crisisBannerHtml: kept.crisisBannerHtml,
  };
}
