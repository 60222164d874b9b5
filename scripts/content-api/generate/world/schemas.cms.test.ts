import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BLOCK_KINDS,
  BLOCK_VALUE_SCHEMAS,
  clinicSchema,
  consultationEntrySchema,
  crisisBannerSchema,
  describedPhoneNumberSchema,
  footerLinkSchema,
  homePageSchema,
  isBlockKind,
  locationDetailsSchema,
  navigationSchema,
  organisationEntitySchema,
  pageSchema,
  patientFolderSchema,
  phoneNumberEntrySchema,
  redirectPairSchema,
  specialistListItemSchema,
  translationTreeSchema,
  waitingDaysSchema,
} from '@ziekenhuis/site-for-content-api';
import { AWKWARD_CASES } from './index.ts';
import { blocksOf, world } from './test-helpers.ts';

/** Failures as `label: path message`, so a broken item names itself. */
function failures(schema: z.ZodType, items: ReadonlyArray<readonly [string, unknown]>): string[] {
  return items.flatMap(([label, item]) => {
    const result = schema.safeParse(item);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${label}: ${issue.path.join('.')} ${issue.message}`);
  });
}

for (const scale of [0.05, 1]) {
  describe(`the world at scale ${scale} follows the contract`, () => {
    const w = world(scale);

    it('pages follow pageSchema', () => {
      expect(
        failures(
          pageSchema,
          w.pages.map((page) => [page.route, page.page]),
        ),
      ).toEqual([]);
    });

    it('home pages follow homePageSchema', () => {
      expect(
        failures(homePageSchema, [
          ['nl', w.homePages.nl],
          ['en', w.homePages.en],
        ]),
      ).toEqual([]);
      expect(w.homePages.nl.Language.Code).toBe('nl');
      expect(w.homePages.en.Language.Code).toBe('en');
      expect(w.homePages.nl.TopTasks).toHaveLength(6);
      expect(w.homePages.en.TopTasks).toHaveLength(6);
    });

    it('organisations, specialists, folders, locations, clinics and consultations follow their schemas', () => {
      expect(
        failures(
          organisationEntitySchema,
          w.organisations.map((unit) => [`${unit.kind}:${unit.slug}`, unit.entity]),
        ),
      ).toEqual([]);
      expect(
        failures(
          specialistListItemSchema,
          w.specialists.map((specialist) => [specialist.slug, specialist.listItem]),
        ),
      ).toEqual([]);
      expect(
        failures(
          patientFolderSchema,
          w.folders.map((folder) => [String(folder.folder.SharepointId), folder.folder]),
        ),
      ).toEqual([]);
      expect(
        failures(
          locationDetailsSchema,
          w.locations.map((location) => [location.slug, location.details]),
        ),
      ).toEqual([]);
      expect(
        failures(
          clinicSchema,
          w.locations.flatMap((location) =>
            location.clinics.map((clinic) => [`${location.slug}:${clinic.clinic.Title}`, clinic.clinic] as const),
          ),
        ),
      ).toEqual([]);
      expect(
        failures(
          consultationEntrySchema,
          w.consultations.map((entry) => [`${entry.forPage}:${entry.title}`, entry.entry]),
        ),
      ).toEqual([]);
      expect(
        failures(
          waitingDaysSchema,
          w.waitingTimes.map((entry) => [`${entry.title}@${entry.location}`, entry.days]),
        ),
      ).toEqual([]);
    });

    it('the frame, phone numbers and redirects follow their schemas', () => {
      expect(
        failures(navigationSchema, [
          ['nl', w.navigation.nl],
          ['en', w.navigation.en],
        ]),
      ).toEqual([]);
      expect(
        failures(
          footerLinkSchema,
          w.footer.map((link) => [link.Title, link]),
        ),
      ).toEqual([]);
      expect(
        failures(translationTreeSchema, [
          ['nl', w.translations.nl],
          ['en', w.translations.en],
        ]),
      ).toEqual([]);
      expect(failures(crisisBannerSchema, [['banner', { Content: w.crisisBanner }]])).toEqual([]);
      expect(
        failures(
          phoneNumberEntrySchema,
          w.phoneNumbers.map((entry) => [String(entry.SharepointId), entry]),
        ),
      ).toEqual([]);
      expect(
        failures(
          redirectPairSchema,
          w.redirects.map((pair) => [pair.OriginalSlug, pair]),
        ),
      ).toEqual([]);
    });

    it('organisation phone numbers carry descriptions, at most 3 (centres 4)', () => {
      for (const unit of w.organisations) {
        expect(
          failures(
            describedPhoneNumberSchema,
            unit.entity.PhoneNumbers.map((phone) => [unit.slug, phone]),
          ),
        ).toEqual([]);
        expect(unit.entity.PhoneNumbers.length).toBeLessThanOrEqual(unit.kind === 'centrum' ? 4 : 3);
        expect(unit.entity.PhoneNumbers.length).toBeGreaterThan(0);
      }
    });

    it('every block value validates against its kind, except the deliberately broken ones', () => {
      const problems: string[] = [];
      for (const page of w.pages) {
        for (const block of blocksOf(page.page.Content)) {
          if (!block.valid) {
            if (page.route !== AWKWARD_CASES.invalidBlockJson) problems.push(`${page.route}#${block.id}: invalid JSON`);
            continue;
          }
          if (!isBlockKind(block.kind)) {
            if (page.route !== AWKWARD_CASES.unknownBlockKind)
              problems.push(`${page.route}#${block.id}: unknown kind ${block.kind}`);
            continue;
          }
          problems.push(
            ...failures(BLOCK_VALUE_SCHEMAS[block.kind], [[`${page.route}#${block.id} ${block.kind}`, block.value]]),
          );
        }
      }
      expect(problems).toEqual([]);
    });

    it('uses every block kind, most of them on several pages', () => {
      const pagesPerKind = new Map<string, number>();
      for (const page of w.pages) {
        for (const kind of new Set(blocksOf(page.page.Content).map((block) => block.kind)))
          pagesPerKind.set(kind, (pagesPerKind.get(kind) ?? 0) + 1);
      }
      for (const kind of BLOCK_KINDS) expect(pagesPerKind.get(kind) ?? 0, kind).toBeGreaterThan(0);
      const several = BLOCK_KINDS.filter((kind) => (pagesPerKind.get(kind) ?? 0) >= 2);
      expect(several.length).toBeGreaterThan(BLOCK_KINDS.length * 0.8);
      expect(pagesPerKind.get('bmi')).toBe(1);
      expect(pagesPerKind.get('external_form')).toBe(1);
    });

    it('gives every block on a page its own id', () => {
      for (const page of w.pages) {
        const ids = blocksOf(page.page.Content).map((block) => block.id);
        expect(new Set(ids).size, page.route).toBe(ids.length);
      }
    });
  });
}
