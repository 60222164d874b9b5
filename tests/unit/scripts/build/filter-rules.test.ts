import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filterPageRules, filterRulesFor } from '../../../../scripts/build/filter-rules.ts';
import {
  formatHostRules,
  hostRuleTarget,
  matchHostRule,
  parseHostRules,
} from '../../../../scripts/build/host-rules.ts';
import { filterPages } from '#src/overviews/shared/filter-pages/filter-pages.ts';

describe('host rules of the filter pages', () => {
  const pages = filterPages('/specialisten', 'filter', ['Cardiologie', 'Maag-, darm- en leverziekten']);
  const rules = filterRulesFor(pages);

  it('serve each value’s page at the filtered address, forced over the overview, the value percent-encoded', () => {
    expect(formatHostRules(rules)).toBe(
      [
        '/specialisten filter=Cardiologie /specialisten/filter/cardiologie 200!',
        '/specialisten filter=Maag-%2C%20darm-%20en%20leverziekten /specialisten/filter/maag-darm-en-leverziekten 200!',
        '',
      ].join('\n'),
    );
  });

  it('match the query a link or a form sends (spaces as + or %20), and nothing else', () => {
    const parsed = parseHostRules(formatHostRules(rules), { withQuery: true });
    const served = (query: string) => {
      const rule = matchHostRule(parsed, '/specialisten', new URLSearchParams(query));
      return rule ? hostRuleTarget(rule, new URLSearchParams(query)) : null;
    };
    expect(served('filter=Maag-%2C+darm-+en+leverziekten')).toBe('/specialisten/filter/maag-darm-en-leverziekten');
    expect(served('filter=Maag-%2C%20darm-%20en%20leverziekten&filter2=&search=')).toBe(
      '/specialisten/filter/maag-darm-en-leverziekten',
    );
    expect(served('filter=Cardiologie')).toBe('/specialisten/filter/cardiologie');
    expect(served('filter=Neurologie')).toBeNull();
    expect(served('filter2=Cardiologie')).toBeNull();
    expect(served('')).toBeNull();
  });

  describe('from a build', () => {
    let dir = '';
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('are made for the listed pages that were built, none without the list', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'filter-rules-'));
      expect(await filterPageRules(dir)).toEqual([]);
      await mkdir(path.join(dir, 'data'));
      await writeFile(path.join(dir, 'data', 'filter-pages.json'), JSON.stringify({ pages }));
      await mkdir(path.join(dir, 'specialisten', 'filter', 'cardiologie'), { recursive: true });
      await writeFile(path.join(dir, 'specialisten', 'filter', 'cardiologie', 'index.html'), '<!doctype html>');
      expect(await filterPageRules(dir)).toEqual([
        {
          from: '/specialisten',
          query: { filter: 'Cardiologie' },
          to: '/specialisten/filter/cardiologie',
          status: 200,
          force: true,
        },
      ]);
    });
  });
});
