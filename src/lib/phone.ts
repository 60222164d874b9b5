/** A phone number as a `tel:` link: the number without spaces and parentheses. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[\s()]/g, '')}`;
}
