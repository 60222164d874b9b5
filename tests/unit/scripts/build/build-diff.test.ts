import { describe, expect, it } from 'vitest';
import { diffBuilds, maskedContent, unhashedName } from '../../../../scripts/build/build-diff.ts';

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([file, text]) => [file, Buffer.from(text)]));

describe('comparing two builds', () => {
  it('pairs hashed assets and server chunks by their names without the hash', () => {
    expect(unhashedName('client/_astro/Carousel.OUIsiSb3.js')).toBe('client/_astro/Carousel.js');
    expect(unhashedName('server/chunks/sharp_l2dfp4eK.mjs')).toBe('server/chunks/sharp.mjs');
    expect(unhashedName('client/nieuws/index.html')).toBe('client/nieuws/index.html');
  });

  it('masks island ids, ports, scoped-style ids by their order, CSP hashes and asset hashes', () => {
    const page = (cid: string, other: string, uid: string, port: number, hash: string) =>
      `<astro-island uid="${uid}" prefix="r1" component-url="/_astro/Carousel.${hash}.js">` +
      `<div class="astro-cid-${cid}"><p class="astro-cid-${other}"></p></div>` +
      `<meta content="style-src 'sha256-${'A'.repeat(43)}='"><a href="http://127.0.0.1:${port}/x">`;
    expect(maskedContent('a.html', Buffer.from(page('aaaaaaaa', 'bbbbbbbb', 'Z1', 4400, 'OUIsiSb3')))).toBe(
      maskedContent('a.html', Buffer.from(page('cccccccc', 'dddddddd', 'Q9', 51234, 'Xy12Ab34'))),
    );
  });

  it('masks scoped-style ids written as classes and in selectors', () => {
    const page = (cid: string, other: string) =>
      `<style>.card.astro-${cid}{margin:0}</style><div class="card astro-${cid}"><p class="astro-${other}"></p></div>`;
    expect(maskedContent('a.html', Buffer.from(page('aaaaaaaa', 'bbbbbbbb')))).toBe(
      maskedContent('a.html', Buffer.from(page('cccccccc', 'dddddddd'))),
    );
    expect(maskedContent('a.html', Buffer.from(page('aaaaaaaa', 'bbbbbbbb')))).not.toBe(
      maskedContent('a.html', Buffer.from(page('aaaaaaaa', 'aaaaaaaa'))),
    );
  });

  it('still sees a change in what a visitor gets, and a scoped id that now stands for two', () => {
    expect(maskedContent('a.html', Buffer.from('<p>Nieuws</p>'))).not.toBe(
      maskedContent('a.html', Buffer.from('<p>Nieuw</p>')),
    );
    const twoIds = '<p class="astro-cid-aaaaaaaa"></p><p class="astro-cid-bbbbbbbb"></p>';
    const oneId = '<p class="astro-cid-aaaaaaaa"></p><p class="astro-cid-aaaaaaaa"></p>';
    expect(maskedContent('a.html', Buffer.from(twoIds))).not.toBe(maskedContent('a.html', Buffer.from(oneId)));
  });

  it('masks the build folder the server bundle names, given as the folder', () => {
    expect(maskedContent('entry.mjs', Buffer.from('var client = "file:///w/dist-a/client/";'), '/w/dist-a')).toBe(
      maskedContent('entry.mjs', Buffer.from('var client = "file:///w/dist-b/client/";'), '/w/dist-b'),
    );
  });

  it('lists the files only in one build and those that differ', () => {
    const diff = diffBuilds(
      files({ 'index.html': '<p>a</p>', 'old.html': '', '_astro/x.AAAAAAAA.js': '1' }),
      files({ 'index.html': '<p>b</p>', 'new.html': '', '_astro/x.BBBBBBBB.js': '1' }),
    );
    expect(diff).toEqual({ onlyBefore: ['old.html'], onlyAfter: ['new.html'], differ: ['index.html'], same: 1 });
  });
});
