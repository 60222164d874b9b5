import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseRedirectPath, readRedirectPairs, redirectTarget } from '#src/lib/routing/redirects.ts';

describe('redirect paths', () => {
  it('turns whitespace into hyphens, adds one leading slash and drops a trailing one', () => {
    expect(normaliseRedirectPath(' oude pagina borstcentrum ')).toBe('/oude-pagina-borstcentrum');
    expect(normaliseRedirectPath('/afdelingen/cardiologie/')).toBe('/afdelingen/cardiologie');
    expect(normaliseRedirectPath('/')).toBe('/');
    expect(normaliseRedirectPath('https://werkenbij.spaarnegasthuis.nl/vacatures')).toBe(
      'https://werkenbij.spaarnegasthuis.nl/vacatures',
    );
  });

  it('puts redirectUrl before a fragment and after an existing query', () => {
    expect(redirectTarget({ from: 'oude poli', to: '/contact/haarlem-zuid#route' })).toBe(
      '/contact/haarlem-zuid?redirectUrl=oude-poli#route',
    );
    expect(redirectTarget({ from: '/wt', to: '/wachttijden?department=Cardiologie' })).toBe(
      '/wachttijden?department=Cardiologie&redirectUrl=wt',
    );
    expect(redirectTarget({ from: '/afdelingen/kno', to: 'afdelingen-en-centra/kno' })).toBe(
      '/afdelingen-en-centra/kno?redirectUrl=afdelingen%2Fkno',
    );
  });
});

describe('the redirects step of the build', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads back no pairs without a file, and refuses a file that is not a list of pairs', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    const file = path.join(dir, 'redirects.generated.json');
    expect(readRedirectPairs(file)).toEqual([]);
    await writeFile(file, '[{"from":"/oud"}]\n');
    expect(() => readRedirectPairs(file)).toThrow(/not a list of/);
  });
});
