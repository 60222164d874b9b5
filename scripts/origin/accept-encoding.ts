/**
 * Which content coding to answer with, from a request's Accept-Encoding (RFC 9110, 12.5.3): the
 * acceptable coding with the highest q-value among those offered, brotli before gzip before the
 * file as it is when their q-values tie. `*` stands for every coding the header does not name;
 * `identity` (the file as it is) is acceptable unless the header refuses it, and is the answer too
 * when nothing offered is acceptable (a server may send it rather than 406).
 */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The q-value of each coding the header names (lower case; `x-gzip` is gzip); a q that does not parse counts as 0. */
function qValues(header: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (!match) continue;
      const value = match[1] ?? '';
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    values.set(coding, Math.max(q, values.get(coding) ?? 0));
  }
  return values;
}

/**
 * The coding to send: one of `offered` (best first) or `identity`. No header at all means the
 * client asked for nothing in particular: it gets the file as it is.
 */
export function preferredCoding(
  header: string | readonly string[] | undefined,
  offered: readonly Exclude<ContentCoding, 'identity'>[],
): ContentCoding {
  if (header === undefined) return 'identity';
  const values = qValues(typeof header === 'string' ? header : header.join(','));
  const star = values.get('*');
  // Unnamed, identity is acceptable but the least wanted (as the `negotiator` package reads it).
  const unnamedIdentity = Math.min(1, ...[...values.values()].filter((q) => q > 0));
  const qOf = (coding: ContentCoding): number =>
    values.get(coding) ?? star ?? (coding === 'identity' ? unnamedIdentity : 0);
  let best: ContentCoding = 'identity';
  let bestQ = qOf('identity');
  for (const coding of offered) {
    const q = qOf(coding);
    if (q > 0 && (q > bestQ || (q === bestQ && best === 'identity'))) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
