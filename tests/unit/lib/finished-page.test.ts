import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { finishedPage } from '#src/lib/finished-page.ts';
import { ISLAND_STYLE } from '#src/lib/island-style.ts';
import { withEdits } from '#src/lib/page-edits.ts';

const site = '<link rel="stylesheet" href="/_astro/site-styles.Ab12Cd.css">';
const island = '<astro-island uid="1"></astro-island>';
const finished = (html: string): string => Buffer.from(finishedPage(new TextEncoder().encode(html))).toString('utf8');

describe('finishedPage', () => {
  it('moves the island rule into the head and the stylesheet before main, around text that is not ASCII', () => {
    const before = `<html><head><title>Diëtetiek – één</title>${site}</head><body><p>Ärzte ☎</p>${ISLAND_STYLE}${island}<main>Groeten ✓</main></body></html>`;
    expect(finished(before)).toBe(
      `<html><head><title>Diëtetiek – één</title>${ISLAND_STYLE}</head><body><p>Ärzte ☎</p>${island}${site}<main>Groeten ✓</main></body></html>`,
    );
  });

  it('puts the stylesheet before main where the island rule stood right before it', () => {
    expect(finished(`<head>${site}</head><body>${ISLAND_STYLE}<main>x</main></body>`)).toBe(
      `<head>${ISLAND_STYLE}</head><body>${site}<main>x</main></body>`,
    );
  });

  it('hands back the very bytes it was given when nothing moves', () => {
    const page = new TextEncoder().encode('<head><title>t</title></head><body><main>x</main></body>');
    expect(finishedPage(page)).toBe(page);
  });
});

describe('withEdits', () => {
  it('makes cuts and insertions in the order of their places, insertions at one place in the order given', () => {
    const edits = [
      { at: 6, cut: 0, insert: Buffer.from('2') },
      { at: 0, cut: 1 },
      { at: 6, cut: 0, insert: Buffer.from('3') },
    ];
    expect(Buffer.from(withEdits(Buffer.from('abcdefgh'), edits)).toString()).toBe('bcdef23gh');
  });
});
