import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseFramesReader } from '../../../../scripts/origin/release-frames.ts';

const kept = {
  strings: { site: { name: 'Spaarne Gasthuis' } },
  menu: [{ title: 'Patiënten', href: '/patienten-en-bezoekers', children: [] }],
  footerColumns: [],
  crisisBannerHtml: null,
};

describe("the origin's reading of a release's frames", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'release-frames-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function client(name: string, file?: string): Promise<string> {
    const dir = path.join(root, name);
    await mkdir(path.join(dir, 'data'), { recursive: true });
    if (file !== undefined) await writeFile(path.join(dir, 'data', 'site-frame.json'), file);
    return dir;
  }

  it('reads the frames the build wrote, once: a release never changes', async () => {
    const dir = await client('good', JSON.stringify({ nl: kept, en: kept }));
    const lines: string[] = [];
    const frames = releaseFramesReader(dir, (line) => lines.push(line));
    expect((await frames())?.nl.menu[0]?.title).toBe('Patiënten');
    await writeFile(path.join(dir, 'data', 'site-frame.json'), 'changed');
    expect((await frames())?.en.menu[0]?.title).toBe('Patiënten');
    expect(lines).toEqual([]);
  });

  it('a release without the file, or with one that is not the frames: null for good, told once', async () => {
    for (const [name, file] of [
      ['missing', undefined],
      ['not-json', '{"nl":'],
      ['not-frames', JSON.stringify({ nl: kept })],
    ] as const) {
      const lines: string[] = [];
      const frames = releaseFramesReader(await client(name, file), (line) => lines.push(line));
      expect(await frames()).toBeNull();
      expect(await frames()).toBeNull();
      expect(lines, name).toHaveLength(1);
      expect(lines[0]).toMatch(/site-frame\.json cannot be read .*ask the CMS for their frame$/);
    }
  });

  it('any other failure to read it is tried again next time', async () => {
    const dir = await client('again');
    // A folder where the file should be: reading it fails, but not for good.
    await mkdir(path.join(dir, 'data', 'site-frame.json'));
    const lines: string[] = [];
    const frames = releaseFramesReader(dir, (line) => lines.push(line));
    expect(await frames()).toBeNull();
    expect(lines[0]).toMatch(/tried again next time$/);
    await rm(path.join(dir, 'data', 'site-frame.json'), { recursive: true });
    await writeFile(path.join(dir, 'data', 'site-frame.json'), JSON.stringify({ nl: kept, en: kept }));
    expect((await frames())?.nl.menu[0]?.title).toBe('Patiënten');
  });
});
