/**
 * What two builds of the same content differ in once the names that change with every build or with
 * a file's place in the code are masked: Astro's island ids, the embedded content API's port,
 * scoped-style ids (made from a component's file path), content hashes of assets and chunks, and
 * the CSP hashes of the inlined styles those ids are part of. What is left is a real change.
 */
import { createHash } from 'node:crypto';

const TEXT_FILE = /\.(html|json|jsonl|js|mjs|css|txt|xml|svg|webmanifest)$|(^|\/)_(redirects|headers)$/;

/** A hashed asset or chunk under its name without the hash (`_astro/Carousel.B1x2.js` -> `_astro/Carousel.js`). */
export function unhashedName(file: string): string {
  return file.replace(/\.[\w-]{8}(\.(?:js|css|mjs))$/, '$1').replace(/_[\w-]{8}(\.mjs)$/, '$1');
}

/**
 * A text file's content with the per-build and per-path names masked (`folder`: the build's own
 * absolute path, which the server bundle names); other files by their digest.
 */
export function maskedContent(file: string, content: Buffer, folder = ''): string {
  if (!TEXT_FILE.test(file)) return createHash('sha256').update(content).digest('hex');
  const scopedIds = new Map<string, string>();
  const text = content.toString('utf8');
  return (
    (folder ? text.replaceAll(folder, 'BUILD') : text)
      .replace(/"key":"[^"]*"/g, '"key":"X"')
      .replace(/(uid|prefix)="[^"]*"/g, '$1="X"')
      .replace(/(127\.0\.0\.1|localhost):\d+/g, '$1:PORT')
      // A scoped id as a class (`astro-…`, the site's strategy) or as an attribute (`data-astro-cid-…`).
      .replace(/astro-(cid-)?([a-z0-9]{8})\b/g, (_, cid: string | undefined, id: string) => {
        if (!scopedIds.has(id)) scopedIds.set(id, `S${scopedIds.size}`);
        return `astro-${cid ?? ''}${scopedIds.get(id)}`;
      })
      .replace(/sha256-[A-Za-z0-9+/=]{43,44}/g, 'sha256-X')
      .replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css)/g, '$1.$2')
      .replace(/([\w-]+)_[\w-]{8}\.mjs/g, '$1.mjs')
  );
}

export type BuildDiff = { onlyBefore: string[]; onlyAfter: string[]; differ: string[]; same: number };

/** Pairs the files of two builds by their unhashed names and compares their masked contents. */
export function diffBuilds(
  before: ReadonlyMap<string, Buffer>,
  after: ReadonlyMap<string, Buffer>,
  folders: { before: string; after: string } = { before: '', after: '' },
): BuildDiff {
  const byName = (files: ReadonlyMap<string, Buffer>) =>
    new Map([...files].map(([file, content]) => [unhashedName(file), { file, content }]));
  const left = byName(before);
  const right = byName(after);
  const diff: BuildDiff = { onlyBefore: [], onlyAfter: [], differ: [], same: 0 };
  for (const [name, { file, content }] of left) {
    const other = right.get(name);
    if (!other) diff.onlyBefore.push(file);
    else if (maskedContent(file, content, folders.before) === maskedContent(other.file, other.content, folders.after))
      diff.same += 1;
    else diff.differ.push(file);
  }
  for (const [name, { file }] of right) if (!left.has(name)) diff.onlyAfter.push(file);
  return diff;
}
