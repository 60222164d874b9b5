/**
 * Phone numbers: shown as the CMS formats them, called through a `tel:` link made by
 * removing spaces and parentheses. The phone-number block renders only when as many numbers come
 * back as it has descriptions.
 */
import type { PhoneNumberEntry } from '#src/lib/contract/lists.ts';
import { telHref } from '#src/lib/phone.ts';

export { telHref };

export type DescribedNumber = { description: string; phoneNumber: string; href: string };

/**
 * The numbers paired with their descriptions, in the order the ids were asked; null when the count
 * fetched differs from the number of descriptions (the block then shows nothing).
 */
export function pairPhoneNumbers(
  ids: ReadonlyArray<number | string>,
  fetched: readonly PhoneNumberEntry[],
  descriptions: readonly string[],
): DescribedNumber[] | null {
  if (fetched.length !== descriptions.length) return null;
  const byId = new Map(fetched.map((entry) => [String(entry.SharepointId), entry]));
  const inIdOrder = ids
    .map((id) => byId.get(String(id)))
    .filter((entry): entry is PhoneNumberEntry => entry !== undefined);
  const ordered = inIdOrder.length === fetched.length ? inIdOrder : [...fetched];
  return ordered.map((entry, index) => ({
    description: descriptions[index] ?? '',
    phoneNumber: entry.PhoneNumber,
    href: telHref(entry.PhoneNumber),
  }));
}
