/**
 * The national register of accessibility statements (digitoegankelijk.nl): the address of this
 * site's entry and the image of the status label the register gives it. Both are https addresses,
 * which the CSP already allows for links and images (`img-src https:`).
 */
type Environment = Readonly<Record<string, string | undefined>>;

export type AccessibilityRegister = { entryUrl: string | null; labelImageUrl: string | null };

function httpsAddress(value: string | undefined, name: string): string | null {
  const given = value?.trim();
  if (!given) return null;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} must be an https address, not "${given}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`${name} must be an https address, not "${given}"`);
  return url.href;
}

/** ACCESSIBILITY_REGISTER_URL and ACCESSIBILITY_REGISTER_LABEL_URL, each null while unset. */
export function readAccessibilityRegister(env: Environment): AccessibilityRegister {
  return {
    entryUrl: httpsAddress(env['ACCESSIBILITY_REGISTER_URL'], 'ACCESSIBILITY_REGISTER_URL'),
    labelImageUrl: httpsAddress(env['ACCESSIBILITY_REGISTER_LABEL_URL'], 'ACCESSIBILITY_REGISTER_LABEL_URL'),
  };
}
