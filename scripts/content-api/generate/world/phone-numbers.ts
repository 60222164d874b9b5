/**
 * Phone numbers: every number a centre, department or location shows gets a SharePoint id, so the
 * phoneLookup block can ask for it (GET phoneNumbers?ids=). Ids come from a range per family, so a
 * family that registers more numbers never shifts the ids of another.
 */
import type { DescribedPhoneNumber, PhoneNumberEntry } from '@ziekenhuis/site-for-content-api';
import type { Random } from '../random.ts';

export const PHONE_FAMILIES = { organisation: 300_000, location: 310_000, clinic: 320_000, general: 330_000 } as const;
export type PhoneFamily = keyof typeof PHONE_FAMILIES;

export type PhoneRegistry = {
  /** Registers a number with what it is for and returns it with its new id. */
  register(family: PhoneFamily, phoneNumber: string, description: string): DescribedPhoneNumber;
  /** Every registered number, ordered by id. */
  list(): PhoneNumberEntry[];
};

export function createPhoneRegistry(): PhoneRegistry {
  const next: Record<PhoneFamily, number> = { ...PHONE_FAMILIES };
  const entries: PhoneNumberEntry[] = [];
  return {
    register(family, phoneNumber, description) {
      next[family] += 1;
      const entry = { SharepointId: next[family], PhoneNumber: phoneNumber };
      entries.push(entry);
      return { ...entry, Description: description };
    },
    list: () => [...entries].sort((a, b) => Number(a.SharepointId) - Number(b.SharepointId)),
  };
}

/** The hospital's general number (also in the crisis banner). */
export const MAIN_PHONE_NUMBER = '023 224 0000';

/**
 * A hospital extension as editors type it: mostly `023 224 1234`, sometimes `(023) 224 12 34`
 * (the site makes the tel: link by removing spaces and parentheses). Unique within `taken`.
 */
export function extensionNumber(random: Random, taken: Set<string>, prefix = '224'): string {
  for (;;) {
    const digits = String(random.int(1000, 9899));
    if (taken.has(`${prefix}${digits}`)) continue;
    taken.add(`${prefix}${digits}`);
    if (random.chance(0.2)) return `(023) ${prefix} ${digits.slice(0, 2)} ${digits.slice(2)}`;
    return `023 ${prefix} ${digits}`;
  }
}
